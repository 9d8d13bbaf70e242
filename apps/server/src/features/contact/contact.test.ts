import { contactMessages, SLA_HOURS } from '@shop/shared/contact';
import { displayName } from '@shop/shared/person';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { type Actor, actor } from '../../../test/factories.ts';
import { openShop } from '../../../test/shop.ts';
import { contactMessages as contactTable } from '../../db/schema/contact.ts';
import { outgoingMails } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from './contact.service.ts';

let app: TestApp;
let admin: Actor;
let userA: Actor;
let userB: Actor;

beforeAll(async () => {
  ({ app, admin } = await openShop());
  userA = await actor(app, 'user');
  userB = await actor(app, 'user');
});
afterAll(() => app.close());

const HOUR = 60 * 60 * 1000;

function write(who: Actor | null, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    ...(who ? { headers: who.headers } : {}),
    payload: { subject: 'Gel en maag', message: 'Welke gel is zacht voor de maag?', ...payload },
  });
}

async function written(who: Actor | null, payload: object = {}) {
  const response = await write(who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; [key: string]: unknown };
}

const call = (who: Actor | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

const mailsWithKey = (prefix: string) =>
  app.db
    .select()
    .from(outgoingMails)
    .where(like(outgoingMails.key, `${prefix}%`));

describe('writing to support', () => {
  it('a guest writes with an e-mail address and gets a confirmation by e-mail', async () => {
    const message = await written(null, { email: 'gast@example.com', tags: ['gel', ' maag ', 'gel'] });
    expect(message).toMatchObject({
      email: 'gast@example.com',
      status: 'nieuw',
      priority: 'normaal',
      tags: ['gel', 'maag'],
    });
    const [mail] = await mailsWithKey(`contact-received:${message._id}`);
    expect(mail).toMatchObject({
      to: 'gast@example.com',
      subject: 'We hebben je bericht ontvangen',
    });
    await expect
      .poll(async () => (await mailsWithKey(`contact-received:${message._id}`))[0]?.status)
      .toBe('sent');
  });

  it('a guest without an e-mail address is told it is required; a bad one is refused', async () => {
    const missing = await write(null, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(contactMessages.emailRequired);
    const bad = await write(null, { email: 'geen-adres' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.email).toEqual([contactMessages.invalidEmail]);
  });

  it('empty subject or message, too many tags and unknown priorities are refused with the Dutch messages', async () => {
    const empty = await write(userA, { subject: '  ', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toMatchObject({
      subject: [contactMessages.subjectRequired],
      message: [contactMessages.messageRequired],
    });
    expect((await write(userA, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).statusCode).toBe(
      400,
    );
    expect((await write(userA, { priority: 'dringend' })).statusCode).toBe(400);
  });

  it("a logged-in user's message is tied to the account and its address, whatever e-mail is sent", async () => {
    const message = await written(userA, { email: 'iemand-anders@example.com' });
    expect(message.email).toBe(userA.email);
    const [row] = await app.db.select().from(contactTable).where(eq(contactTable.id, message._id));
    expect(row?.userId).toBe(userA.id);
  });

  it('the SLA deadline follows the priority: kritiek 4 h, hoog 24 h, normaal 72 h, laag 7 days', async () => {
    for (const priority of ['kritiek', 'hoog', 'normaal', 'laag'] as const) {
      const { _id } = await written(userA, { priority });
      const detail = (await call(admin, 'GET', `/api/admin/contact/${_id}`)).json();
      const hours = (Date.parse(detail.slaDueAt) - Date.parse(detail.createdAt)) / HOUR;
      expect(hours).toBe(SLA_HOURS[priority]);
      expect(SLA_HOURS[priority]).toBe({ kritiek: 4, hoog: 24, normaal: 72, laag: 168 }[priority]);
    }
  });

  it('a follow-up names one of your own messages; someone else’s or a guest’s parent is refused', async () => {
    const original = await written(userA, { subject: 'Bestelling kwijt', tags: ['bestelling'] });
    const followUp = await written(userA, { subject: 'Bestelling kwijt', parentId: original._id });
    expect(followUp).toMatchObject({ parentId: original._id, parentSubject: 'Bestelling kwijt' });
    for (const [who, extra] of [
      [userB, {}],
      [null, { email: 'gast@example.com' }],
    ] as const) {
      const response = await write(who, { ...extra, parentId: original._id });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(contactMessages.notFound);
    }
  });
});

describe('the confirmation cannot carry a message to a stranger (decision 036)', () => {
  const confirmationsTo = (address: string) =>
    app.db
      .select()
      .from(outgoingMails)
      .where(
        and(
          like(outgoingMails.key, 'contact-received:%'),
          sql`lower(${outgoingMails.to}) = ${address.toLowerCase()}`,
        ),
      );

  it("a guest's confirmation carries none of their words and no link; the desk still reads the message", async () => {
    const spam = {
      email: 'slachtoffer@example.com',
      subject: 'Gratis geld: https://oplichter.example/win',
      message: 'Klik hier <a href="https://oplichter.example">https://oplichter.example</a> voor je prijs',
    };
    const { _id } = await written(null, spam);
    const [mail] = await mailsWithKey(`contact-received:${_id}`);
    expect(mail).toMatchObject({ to: 'slachtoffer@example.com', subject: 'We hebben je bericht ontvangen' });
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain('oplichter');
      expect(part).not.toContain('Gratis geld');
      expect(part).not.toContain('Klik hier');
      expect(part).not.toMatch(/https?:|href=/);
    }
    const detail = (await call(admin, 'GET', `/api/admin/contact/${_id}`)).json();
    expect(detail).toMatchObject({ subject: spam.subject, message: spam.message, email: spam.email });
  });

  it('a logged-in user gets their own words and the link to the conversation at their own address', async () => {
    const { _id } = await written(userB, { subject: 'Mijn eigen vraag', message: 'Past deze gel bij mij?' });
    const [mail] = await mailsWithKey(`contact-received:${_id}`);
    expect(mail).toMatchObject({
      to: userB.email,
      subject: 'We hebben je bericht ontvangen: Mijn eigen vraag',
    });
    expect(mail!.text).toContain('Past deze gel bij mij?');
    expect(mail!.text).toContain('/mijn-berichten');
  });

  it('one address gets at most three confirmations a day, whoever writes; every message is kept and answered 201', async () => {
    const address = 'doelwit@example.com';
    const ids: string[] = [];
    for (const email of [address, 'Doelwit@Example.com', address, address, 'DOELWIT@example.com']) {
      ids.push((await written(null, { email }))._id);
    }
    expect(await confirmationsTo(address)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(CONFIRMATIONS_PER_ADDRESS_PER_DAY).toBe(3);
    const desk = (await call(admin, 'GET', `/api/admin/contact?email=${address}&limit=100`)).json();
    expect(desk.data.map((message: { _id: string }) => message._id).sort()).toEqual([...ids].sort());
    // Another address is not held back by this one.
    await written(null, { email: 'iemand-anders@example.com' });
    expect(await confirmationsTo('iemand-anders@example.com')).toHaveLength(1);

    // A day later the address may be told again.
    await app.db
      .update(outgoingMails)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(sql`lower(${outgoingMails.to}) = ${address}`);
    await written(null, { email: address });
    expect(await confirmationsTo(address)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 1);
  });

  it('the limit holds for messages written at the same moment', async () => {
    const address = 'gelijktijdig@example.com';
    const responses = await Promise.all(Array.from({ length: 8 }, () => write(null, { email: address })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(await confirmationsTo(address)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });
});

describe('who may see and answer a thread', () => {
  it('only the owner reads, marks read and answers it; others get 404, guests 401; admins use the desk', async () => {
    const { _id } = await written(userA);
    const ownerPaths = [
      ['GET', `/api/contact/my/${_id}`],
      ['POST', `/api/contact/my/${_id}/read`],
      ['POST', `/api/contact/my/${_id}/replies`, { message: 'Nog een vraag' }],
    ] as const;
    for (const [method, url, payload] of ownerPaths) {
      expect((await call(userA, method, url, payload)).statusCode, url).toBe(200);
      const other = await call(userB, method, url, payload);
      expect(other.statusCode, url).toBe(404);
      expect(other.json().error.message).toBe(contactMessages.notFound);
      // An admin reads a customer's thread on the desk, not as its owner.
      expect((await call(admin, method, url, payload)).statusCode, url).toBe(404);
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'GET', '/api/contact/my')).statusCode).toBe(401);
  });

  it('the desk is for admins only: guests 401, users 403, on every route', async () => {
    const { _id } = await written(userA);
    const deskPaths = [
      ['GET', '/api/admin/contact'],
      ['GET', `/api/admin/contact/${_id}`],
      ['PUT', `/api/admin/contact/${_id}/status`, { status: 'gesloten' }],
      ['PUT', `/api/admin/contact/${_id}/priority`, { priority: 'kritiek' }],
      ['POST', `/api/admin/contact/${_id}/replies`, { message: 'Hallo' }],
      ['POST', `/api/admin/contact/${_id}/notes`, { note: 'Intern' }],
    ] as const;
    for (const [method, url, payload] of deskPaths) {
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
      expect((await call(userA, method, url, payload)).statusCode, url).toBe(403);
    }
    const [row] = await app.db.select().from(contactTable).where(eq(contactTable.id, _id));
    expect(row).toMatchObject({ status: 'nieuw', priority: 'normaal' });
  });

  it('my messages list only my own, with filters and pages', async () => {
    const me = await actor(app, 'user');
    for (const subject of ['Eerste', 'Tweede', 'Derde']) await written(me, { subject, priority: 'hoog' });
    await written(userB, { subject: 'Eerste van B' });
    const all = (await call(me, 'GET', '/api/contact/my?limit=2')).json();
    expect(all).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalRecords: 3 });
    expect(all.data.map((m: { subject: string }) => m.subject)).toEqual(['Derde', 'Tweede']);
    const filtered = (await call(me, 'GET', '/api/contact/my?subject=eer&priority=hoog&status=nieuw')).json();
    expect(filtered.data.map((m: { subject: string }) => m.subject)).toEqual(['Eerste']);
  });
});

describe('the support desk', () => {
  it('an answer e-mails the customer, notifies their account and marks the thread answered; the owner reads it', async () => {
    const { _id } = await written(userA, { subject: 'Levering' });
    const answered = (
      await call(admin, 'POST', `/api/admin/contact/${_id}/replies`, { message: 'Morgen in huis.' })
    ).json();
    expect(answered.status).toBe('beantwoord');
    expect(answered.responses).toEqual([
      expect.objectContaining({
        message: 'Morgen in huis.',
        admin: { _id: admin.id, name: displayName({ email: admin.email }), email: admin.email },
        readByUser: false,
      }),
    ]);
    const [mail] = await mailsWithKey(`contact-reply:${answered.responses[0]._id}`);
    expect(mail).toMatchObject({ to: userA.email, subject: 'Antwoord op je bericht: Levering' });
    expect(mail?.text).toContain('Morgen in huis.');
    const [notification] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/mijn-berichten/${_id}`));
    expect(notification).toMatchObject({ userId: userA.id, icon: 'mail', isRead: false });

    const mine = (await call(userA, 'GET', `/api/contact/my/${_id}`)).json();
    expect(mine.unreadReplies).toBe(1);
    // The customer reads support by name, never the admin's address (decision 036).
    expect(mine.responses[0].admin).toEqual({ _id: admin.id, name: displayName({ email: admin.email }) });
    const read = (await call(userA, 'POST', `/api/contact/my/${_id}/read`)).json();
    expect(read.unreadReplies).toBe(0);
    expect(read.responses[0].readByUser).toBe(true);
  });

  it("a guest's answer goes to the address they gave, with no notification", async () => {
    const { _id } = await written(null, { email: 'gast-antwoord@example.com' });
    const answered = (
      await call(admin, 'POST', `/api/admin/contact/${_id}/replies`, { message: 'Graag gedaan.' })
    ).json();
    const [mail] = await mailsWithKey(`contact-reply:${answered.responses[0]._id}`);
    expect(mail?.to).toBe('gast-antwoord@example.com');
    expect(answered.user).toBeNull();
  });

  it('internal notes stay on the desk: no customer answer carries them', async () => {
    const { _id } = await written(userA, { subject: 'Notitie-test' });
    const noted = (
      await call(admin, 'POST', `/api/admin/contact/${_id}/notes`, { note: 'Klant belt vaak; geheim' })
    ).json();
    expect(noted.internalNotes).toEqual([
      expect.objectContaining({
        note: 'Klant belt vaak; geheim',
        addedBy: { _id: admin.id, name: displayName({ email: admin.email }), email: admin.email },
      }),
    ]);
    const customerViews = [
      await call(userA, 'GET', `/api/contact/my/${_id}`),
      await call(userA, 'GET', '/api/contact/my?limit=100'),
      await call(userA, 'POST', `/api/contact/my/${_id}/read`),
      await call(userA, 'POST', `/api/contact/my/${_id}/replies`, { message: 'En?' }),
    ];
    for (const response of customerViews) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('geheim');
      expect(response.body).not.toContain('internalNotes');
      expect(response.body).not.toContain('slaDueAt');
    }
  });

  it('status and priority are set by the admin; a new priority moves the deadline from when the customer wrote', async () => {
    const { _id } = await written(userA, { priority: 'laag' });
    const status = (
      await call(admin, 'PUT', `/api/admin/contact/${_id}/status`, { status: 'in_behandeling' })
    ).json();
    expect(status.status).toBe('in_behandeling');
    const raised = (
      await call(admin, 'PUT', `/api/admin/contact/${_id}/priority`, { priority: 'kritiek' })
    ).json();
    expect(raised.priority).toBe('kritiek');
    expect(Date.parse(raised.slaDueAt) - Date.parse(raised.createdAt)).toBe(4 * HOUR);
    expect((await call(admin, 'PUT', `/api/admin/contact/${_id}/status`, { status: 'weg' })).statusCode).toBe(
      400,
    );
    const unknown = await call(admin, 'GET', '/api/admin/contact/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it("the owner's reply on an answered or closed thread reopens it; on a new one it stays new", async () => {
    const { _id } = await written(userA);
    await call(userA, 'POST', `/api/contact/my/${_id}/replies`, { message: 'Aanvulling' });
    expect((await call(admin, 'GET', `/api/admin/contact/${_id}`)).json().status).toBe('nieuw');
    await call(admin, 'PUT', `/api/admin/contact/${_id}/status`, { status: 'gesloten' });
    const reopened = (
      await call(userA, 'POST', `/api/contact/my/${_id}/replies`, { message: 'Toch nog iets' })
    ).json();
    expect(reopened.status).toBe('in_behandeling');
    expect(reopened.responses.at(-1)).toMatchObject({
      message: 'Toch nog iets',
      admin: null,
      readByUser: true,
    });
    expect((await call(userA, 'POST', `/api/contact/my/${_id}/replies`, { message: '   ' })).statusCode).toBe(
      400,
    );
  });

  it('lists with every filter, repeated tags meaning all of them, the most urgent open work on top', async () => {
    const tag = `t${Date.now()}`;
    const late = await written(userB, { subject: 'Te laat', tags: [tag, 'retour'], priority: 'kritiek' });
    // Written on fixed days (the database stamps its own now(), which no fake clock reaches), so
    // the date filter below reads the same at any hour: the late one two days before the others.
    const writtenOn = (id: string, at: string) =>
      app.db
        .update(contactTable)
        .set({ createdAt: new Date(at) })
        .where(eq(contactTable.id, id));
    await writtenOn(late._id, '2026-03-03T10:00:00Z');
    await app.db
      .update(contactTable)
      .set({ slaDueAt: new Date(Date.now() - HOUR) })
      .where(eq(contactTable.id, late._id));
    const soon = await written(userB, { subject: 'Binnenkort', tags: [tag], priority: 'hoog' });
    const done = await written(null, {
      email: 'klaar@example.com',
      subject: 'Klaar',
      tags: [tag, 'retour'],
      priority: 'kritiek',
    });
    await call(admin, 'PUT', `/api/admin/contact/${done._id}/status`, { status: 'gesloten' });
    await writtenOn(soon._id, '2026-03-05T10:00:00Z');
    await writtenOn(done._id, '2026-03-05T10:05:00Z');

    const list = (await call(admin, 'GET', `/api/admin/contact?tag=${tag}`)).json();
    expect(list.data.map((m: { subject: string }) => m.subject)).toEqual(['Te laat', 'Binnenkort', 'Klaar']);
    expect(list.data.map((m: { overdue: boolean }) => m.overdue)).toEqual([true, false, false]);
    expect(list.data[0]).toMatchObject({ email: userB.email, parentId: null });
    expect(list.data[2].email).toBe('klaar@example.com');

    const both = (await call(admin, 'GET', `/api/admin/contact?tag=${tag}&tag=retour`)).json();
    expect(both.data.map((m: { _id: string }) => m._id)).toEqual([late._id, done._id]);
    const byEmail = (await call(admin, 'GET', `/api/admin/contact?tag=${tag}&email=KLAAR@`)).json();
    expect(byEmail.data.map((m: { _id: string }) => m._id)).toEqual([done._id]);
    const byAccountEmail = (
      await call(admin, 'GET', `/api/admin/contact?tag=${tag}&email=${userB.email}`)
    ).json();
    expect(byAccountEmail.totalRecords).toBe(2);
    const filtered = (
      await call(admin, 'GET', `/api/admin/contact?tag=${tag}&status=nieuw&priority=hoog&subject=binnen`)
    ).json();
    expect(filtered.data.map((m: { _id: string }) => m._id)).toEqual([soon._id]);
    const dated = (
      await call(admin, 'GET', `/api/admin/contact?tag=${tag}&from=2026-03-05&to=2026-03-05`)
    ).json();
    expect(dated.data.map((m: { _id: string }) => m._id).sort()).toEqual([soon._id, done._id].sort());
    const paged = (await call(admin, 'GET', `/api/admin/contact?tag=${tag}&limit=2&page=2`)).json();
    expect(paged).toMatchObject({ page: 2, totalPages: 2, totalRecords: 3 });
  });
});
