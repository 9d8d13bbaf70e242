import type { AccountExport } from '@shop/shared/account-data';
import { SHOP_LOCALE, SHOP_TIME_ZONE } from '@shop/shared/locale';
import { formatCents } from '@shop/shared/money';
import { orderStatusLabels } from '@shop/shared/order';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The readable download's Dutch headings and labels. */
const labels = {
  title: 'Mijn gegevens bij Loopvoeding',
  exportedAt: 'Gemaakt op',
  profile: 'Profiel',
  email: 'E-mailadres',
  name: 'Naam',
  phone: 'Telefoon',
  sport: 'Sport en niveau',
  memberSince: 'Klant sinds',
  addresses: 'Adressen',
  orders: 'Bestellingen',
  order: (reference: string) => `Bestelling ${reference}`,
  status: 'Status',
  total: 'Totaal',
  shipping: 'Verzending',
  deliveredTo: 'Afleveradres',
  comments: 'Reacties',
  deletedComment: '(verwijderd)',
  onPost: 'Bij',
  likedPosts: 'Artikelen die je leuk vond',
  messages: 'Berichten aan support',
  fromShop: 'Loopvoeding',
  fromYou: 'Jij',
  notifications: 'Notificaties',
  fuelPlans: 'Voedingsplannen',
  none: 'Geen.',
} as const;

const when = new Intl.DateTimeFormat(SHOP_LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});
const at = (iso: string) => when.format(new Date(iso));

type Address = AccountExport['addresses'][number];
const addressLine = (a: Address) =>
  [
    `${a.firstName} ${a.lastName}`.trim(),
    `${a.street} ${a.number}`.trim(),
    `${a.zip} ${a.city}`.trim(),
    a.country,
  ]
    .filter(Boolean)
    .join(', ');

function Section({ title, items, children }: { title: string; items: number; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {items === 0 ? <p>{labels.none}</p> : children}
    </section>
  );
}

function ExportPage({ data }: { data: AccountExport }) {
  const { profile } = data;
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <title>{labels.title}</title>
        <style>
          {
            'body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c1917}h2{margin-top:2rem;border-bottom:1px solid #d6d3d1}dt{font-weight:600}dd{margin:0 0 .5rem}li{margin-bottom:.5rem}'
          }
        </style>
      </head>
      <body>
        <h1>{labels.title}</h1>
        <p>
          {labels.exportedAt} {at(data.exportedAt)}
        </p>
        <Section title={labels.profile} items={1}>
          <dl>
            <dt>{labels.email}</dt>
            <dd>{profile.email}</dd>
            <dt>{labels.name}</dt>
            <dd>{`${profile.firstName} ${profile.lastName}`.trim() || '—'}</dd>
            <dt>{labels.phone}</dt>
            <dd>{profile.phone || '—'}</dd>
            <dt>{labels.sport}</dt>
            <dd>{[profile.sport.discipline, profile.sport.level].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{labels.memberSince}</dt>
            <dd>{at(profile.createdAt)}</dd>
          </dl>
        </Section>
        <Section title={labels.addresses} items={data.addresses.length}>
          <ul>
            {data.addresses.map((address) => (
              <li key={addressLine(address)}>{addressLine(address)}</li>
            ))}
          </ul>
        </Section>
        <Section title={labels.orders} items={data.orders.length}>
          {data.orders.map((order) => (
            <article key={order.reference}>
              <h3>
                {labels.order(order.reference)} — {at(order.createdAt)}
              </h3>
              <ul>
                {order.lines.map((line) => (
                  <li key={line.title}>
                    {line.quantity} × {line.title} à {formatCents(line.unitPriceCents)}
                  </li>
                ))}
              </ul>
              <dl>
                <dt>{labels.status}</dt>
                <dd>{orderStatusLabels[order.status]}</dd>
                <dt>{labels.shipping}</dt>
                <dd>
                  {order.shippingMethod || '—'} {formatCents(order.shippingPriceCents)}
                </dd>
                <dt>{labels.total}</dt>
                <dd>{formatCents(order.totalCents)}</dd>
                <dt>{labels.deliveredTo}</dt>
                <dd>{[addressLine(order.address), order.email].filter(Boolean).join(', ')}</dd>
              </dl>
            </article>
          ))}
        </Section>
        <Section title={labels.comments} items={data.comments.length}>
          <ul>
            {data.comments.map((comment) => (
              <li key={`${comment.createdAt}${comment.content}`}>
                {labels.onPost} ‘{comment.post}’, {at(comment.createdAt)}
                {comment.deleted ? ` ${labels.deletedComment}` : ''}: {comment.content}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={labels.likedPosts} items={data.likedPosts.length}>
          <ul>
            {data.likedPosts.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </Section>
        <Section title={labels.messages} items={data.messages.length}>
          {data.messages.map((message) => (
            <article key={`${message.createdAt}${message.subject}`}>
              <h3>
                {message.subject} — {at(message.createdAt)}
              </h3>
              <p>{message.message}</p>
              <ul>
                {message.replies.map((reply) => (
                  <li key={`${reply.sentAt}${reply.message}`}>
                    {reply.fromShop ? labels.fromShop : labels.fromYou}, {at(reply.sentAt)}: {reply.message}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </Section>
        <Section title={labels.notifications} items={data.notifications.length}>
          <ul>
            {data.notifications.map((notification) => (
              <li key={`${notification.createdAt}${notification.title}`}>
                {at(notification.createdAt)}: {notification.title} — {notification.message}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={labels.fuelPlans} items={data.fuelPlans.length}>
          <ul>
            {data.fuelPlans.map((plan) => (
              <li key={`${plan.createdAt}${plan.name}`}>
                {plan.name}, {at(plan.createdAt)}
              </li>
            ))}
          </ul>
        </Section>
      </body>
    </html>
  );
}

/** The export as one HTML page to read or print: React escapes every text it shows. */
export function renderAccountExportPage(data: AccountExport): string {
  return `<!doctype html>${renderToStaticMarkup(<ExportPage data={data} />)}`;
}
