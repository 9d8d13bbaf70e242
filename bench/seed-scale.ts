// The shop at a size N, seeded inside PostgreSQL by set-based statements (generate_series, insert …
// select), never row by row from Node: N products, N/10 posts with three comments each and some
// likes, N users with an address, N orders of one to three lines over the last 90 days, and
// 10 × N page views. Every id is made from its table and row number (uuidOf), so a row names the
// rows it refers to without reading them back, and the same size seeds the same shop each run.
import { blogCategories } from '@shop/shared/blog-categories';
import { sportDisciplines, sportLevels } from '@shop/shared/user';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../apps/server/src/db/types.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { prepareVisits } from './analytics.ts';

/** A uuid made of `kind` and a row number, with the version-4 bits that uuid validators look for. */
const uuidOf = (kind: string, n: SQL) =>
  sql`overlay(overlay(md5(${kind}::text || (${n})::text) placing '4' from 13) placing '8' from 17)::uuid`;

const textArray = (list: readonly string[]) =>
  sql`array[${sql.join(
    list.map((item) => sql`${item}::text`),
    sql`, `,
  )}]`;

/** The `index`th item of `list`, counted from 0 and wrapping round. */
const pick = (list: readonly string[], index: SQL) =>
  sql`(${textArray(list)})[1 + ((${index}) % ${sql.raw(String(list.length))})::int]`;

/** A moment within `days` before now, spread by a row number (a multiplicative hash, not random()). */
const agoWithin = (days: number, n: SQL) =>
  sql`now() - ((${n})::bigint * 7919 % ${sql.raw(String(days * 86_400))}) * interval '1 second'`;

/** The VAT in a gross amount at the reduced Dutch rate (9 %), rounded as `vatOfGrossCents` does. */
const REDUCED_RATE = 900;
const vatOf = (grossCents: SQL) =>
  sql`((2 * (${grossCents})::bigint * ${sql.raw(String(REDUCED_RATE))} + ${sql.raw(String(10_000 + REDUCED_RATE))}) / ${sql.raw(String(2 * (10_000 + REDUCED_RATE)))})::int`;

/** What a buyer pays for a product row: the shared rule `discountedPriceCents`, as migration 0015 writes it. */
const effectivePriceCents = sql`case
  when discount_value_hundredths is null or discount_value_hundredths <= 0 then price_cents
  when discount_type = 'percentage' then greatest(0, floor(
    price_cents::float8 * (1::float8 - (discount_value_hundredths::float8 / 100) / 100) + 0.5::float8 + 1e-9::float8
  )::integer)
  else greatest(0, price_cents - discount_value_hundredths)
end`;

const g = sql`g`;

// People: a first name by the row number, a last name by its quotient, so the pairs vary.
const firstNames = ['Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Bram', 'Jesse', 'Noah', 'Luuk'];
const moreFirstNames = ['Emma', 'Julia', 'Sophie', 'Mila', 'Tess', 'Noor', 'Sara', 'Eva', 'Anna', 'Lotte'];
const givenNames = [...firstNames, ...moreFirstNames];
const lastNames = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
];
const places: [city: string, country: string][] = [
  ['Amsterdam', 'Nederland'],
  ['Rotterdam', 'Nederland'],
  ['Utrecht', 'Nederland'],
  ['Den Haag', 'Nederland'],
  ['Eindhoven', 'Nederland'],
  ['Groningen', 'Nederland'],
  ['Tilburg', 'Nederland'],
  ['Almere', 'Nederland'],
  ['Breda', 'Nederland'],
  ['Nijmegen', 'Nederland'],
  ['Apeldoorn', 'Nederland'],
  ['Haarlem', 'Nederland'],
  ['Arnhem', 'Nederland'],
  ['Enschede', 'Nederland'],
  ['Amersfoort', 'Nederland'],
  ['Zwolle', 'Nederland'],
  ['Leiden', 'Nederland'],
  ['Maastricht', 'Nederland'],
  ['Antwerpen', 'België'],
  ['Gent', 'België'],
];
const streets = [
  'Dorpsstraat',
  'Kerkstraat',
  'Stationsweg',
  'Molenweg',
  'Schoolstraat',
  'Parklaan',
  'Duinweg',
];

const firstNameOf = (n: SQL) => pick(givenNames, n);
const lastNameOf = (n: SQL) => pick(lastNames, sql`(${n}) / ${sql.raw(String(givenNames.length))}`);
const emailOf = (n: SQL) =>
  sql`lower(${firstNameOf(n)}) || '.' || replace(lower(${lastNameOf(n)}), ' ', '') || (${n})::text || '@example.nl'`;
const placeIndex = (n: SQL) => sql`(${n})::bigint * 13`;
const cityOf = (n: SQL) =>
  pick(
    places.map(([city]) => city),
    placeIndex(n),
  );
const countryOf = (n: SQL) =>
  pick(
    places.map(([, country]) => country),
    placeIndex(n),
  );
const streetOf = (n: SQL) => pick(streets, sql`(${n}) / 7`);
const numberOf = (n: SQL) => sql`(1 + (${n}) % 180)::text`;
const zipOf = (n: SQL) =>
  sql`(1000 + (${n}) % 9000)::text || ' ' || chr((65 + (${n}) % 26)::int) || chr((65 + (${n}) / 26 % 26)::int)`;

/** N users, the first five of them the posts' authors; one address each. */
async function seedUsers(db: Queryable, count: number, passwordHash: string) {
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, phone, sport_discipline, sport_level,
      created_at, updated_at)
    select ${uuidOf('user', g)}, ${emailOf(g)}, ${passwordHash}::text, ${firstNameOf(g)}, ${lastNameOf(g)},
      '06' || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'),
      case when g % 3 = 0 then null else ${pick(sportDisciplines, g)} end,
      case when g % 3 = 0 then null else ${pick(sportLevels, sql`g / 5`)} end,
      ${agoWithin(730, g)}, ${agoWithin(730, g)}
    from generate_series(1, ${count}::int) as g`);
  await db.execute(sql`
    insert into addresses (user_id, first_name, last_name, street, number, zip, city, country)
    select ${uuidOf('user', g)}, ${firstNameOf(g)}, ${lastNameOf(g)}, ${streetOf(g)}, ${numberOf(g)},
      ${zipOf(g)}, ${cityOf(g)}, ${countryOf(g)}
    from generate_series(1, ${count}::int) as g`);
}

// Products: what it is (its word, category and the form and unit of a serving, none for a
// product that is not fuel), then variant, flavour, size and brand, each by another part of the
// row number, so titles repeat words as a real catalogue does yet hardly ever repeat whole.
const kinds: [word: string, category: string, form: string, unit: string][] = [
  ['Hardloopgel', 'Gels', 'gel', 'g'],
  ['Energiegel', 'Gels', 'gel', 'g'],
  ['Cafeïnegel', 'Cafeïne', 'gel', 'g'],
  ['Isotone gel', 'Gels', 'gel', 'g'],
  ['Gelchews', 'Gels', 'chew', 'g'],
  ['Sportsnoep', 'Gels', 'chew', 'g'],
  ['Sportdrank', 'Sportdrank', 'drink-mix', 'ml'],
  ['Koolhydraatmix', 'Sportdrank', 'drink-mix', 'g'],
  ['Energiereep', 'Repen', 'bar', 'g'],
  ['Haverreep', 'Repen', 'bar', 'g'],
  ['Eiwitreep', 'Herstel', 'bar', 'g'],
  ['Herstelshake', 'Herstel', 'drink-mix', 'g'],
  ['Elektrolytentabletten', 'Elektrolyten', 'tablet', 'g'],
  ['Zoutcapsules', 'Elektrolyten', 'capsule', 'g'],
  ['Ontbijtmix', 'Ontbijt', '', ''],
  ['Proefpakket', 'Proefpakket', '', ''],
];
const variants = ['', ' Pro', ' Lite', ' Extra', ' Duo', ' Max', ' Original', ' Bio'];
const flavours = [
  'Citroen',
  'Cola',
  'Framboos',
  'Banaan',
  'Mango',
  'Neutraal',
  'Zeezout',
  'Cassis',
  'Sinaasappel',
  'Aardbei',
  'Kers',
  'Appel',
  'Ananas',
  'Perzik',
  'Vanille',
  'Chocolade',
];
const sizes = ['per stuk', '6 stuks', '12 stuks', '24 stuks', '500 g', '1 kg'];
const brands = [
  'Polderkracht',
  'NoordFuel',
  'Duinloper',
  'Veluwe Voeding',
  'Kustkracht',
  'Dijkdraver',
  'Heuvelfuel',
  'Grachtgas',
  'Molenmeester',
  'Zuiderzout',
  'Wadloper',
  'Kempenkracht',
];
const blurbs = [
  'Snel opneembare koolhydraten voor lange duurlopen en wedstrijden.',
  'Getest door lopers tijdens marathons, trails en intervaltrainingen.',
  'Licht verteerbaar, ook bij een hoge hartslag en warm weer.',
  'Met natrium en kalium om aan te vullen wat je uitzweet.',
  'Zonder kunstmatige kleurstoffen, gemaakt in Nederland.',
];

/** N published products, a quarter of them discounted; every one with the first entry of its price history. */
async function seedProducts(db: Queryable, count: number) {
  const kind = sql`g % ${sql.raw(String(kinds.length))}`;
  const form = pick(
    kinds.map(([, , form]) => form),
    kind,
  );
  await db.execute(sql`
    insert into products (id, slug, title, description, image, contents, price_cents, stock, discount_type,
      discount_value_hundredths, category, brand, shelf_life, nutrition_form, serving_size_tenths, serving_unit,
      servings_per_package, carbohydrate_decigrams, fructose_decigrams, sodium_mg, potassium_mg, caffeine_mg,
      fluid_ml, is_published, created_at, updated_at)
    select ${uuidOf('product', g)},
      trim(both '-' from regexp_replace(translate(lower(title), 'ïëé', 'iee'), '[^a-z0-9]+', '-', 'g')) || '-' || g,
      title, '**' || title || '**: ' || ${pick(blurbs, sql`g / 3`)} || ' ' || ${pick(blurbs, sql`g / 5 + 1`)},
      '/images/placeholder-product.svg', array['1 × ' || word, 'Gebruiksadvies'],
      295 + (g::bigint * 37 % 60)::int * 50, g * 13 % 200,
      case g % 6 when 0 then 'percentage'::discount_type when 3 then 'fixed'::discount_type end,
      case g % 6 when 0 then 1000 + (g / 6 % 3) * 500 when 3 then 100 end,
      case when g % 9 = 0 then array[category, 'Nieuw'] else array[category] end, array[brand],
      ${pick(['12 maanden', '18 maanden', '24 maanden'], g)},
      nullif(form, '')::nutrition_form,
      case when has_nutrition then 200 + g % 60 * 10 end,
      nullif(unit, '')::serving_unit,
      case when has_nutrition then 1 + g % 24 end,
      case when has_nutrition then 150 + g % 300 end,
      case when has_nutrition then (150 + g % 300) * (g % 3) / 3 end,
      case when has_nutrition then g * 7 % 500 end,
      case when has_nutrition then g * 11 % 200 end,
      case when has_nutrition then (case when category = 'Cafeïne' then 50 + g % 5 * 25 else 0 end) end,
      case when has_nutrition then (case when unit = 'ml' then 500 else 0 end) end,
      true, created_at, created_at
    from (
      select g, word, category, form, unit, brand, form <> '' as has_nutrition,
        ${agoWithin(730, g)} as created_at,
        brand || ' ' || word || ${pick(variants, sql`g / 256`)} || ' ' || ${pick(flavours, sql`g / 16`)}
          || ' ' || ${pick(sizes, sql`g / 2048`)} as title
      from (
        select g,
          ${pick(
            kinds.map(([word]) => word),
            kind,
          )} as word,
          ${pick(
            kinds.map(([, category]) => category),
            kind,
          )} as category,
          ${form} as form,
          ${pick(
            kinds.map(([, , , unit]) => unit),
            kind,
          )} as unit,
          ${pick(brands, sql`g / 7`)} as brand
        from generate_series(1, ${count}::int) as g
      ) as kinds
    ) as product`);
  await db.execute(sql`
    insert into product_price_changes (product_id, at, price_cents, discount_type, discount_value_hundredths,
      effective_price_cents)
    select id, created_at, price_cents, discount_type, discount_value_hundredths, ${effectivePriceCents}
    from products`);
}

const openers = [
  'Zo gebruik je',
  'Wat je moet weten over',
  'Vijf fouten met',
  'De wetenschap achter',
  'Een beginnersgids voor',
  'Getest:',
  'Waarom lopers kiezen voor',
  'Alles over',
  'Mythes over',
  'Het draaiboek voor',
];
const subjects = [
  'koolhydraten op de marathon',
  'elektrolyten bij hitte',
  'cafeïne in de laatste tien kilometer',
  'herstel na een lange duurloop',
  'gels tijdens een trail',
  'ontbijten voor een wedstrijd',
  'drinken tijdens intervallen',
  'eiwitten na krachttraining',
  'zoutverlies en kramp',
  'darmtraining voor ultralopers',
  'voeding in de taperweek',
  'vitamine D in de winter',
];
const tags = ['marathon', 'trail', 'hydratatie', 'herstel', 'koolhydraten', 'cafeïne', 'beginner', 'ultra'];
const paragraph =
  'Wie lang loopt, verbruikt meer dan het lichaam kan opslaan. Met een plan voor eten en drinken ' +
  'onderweg houd je het tempo vast tot de finish: oefen het in training, niet pas op de wedstrijddag. ' +
  'Begin vroeg, neem kleine porties en drink er water bij.';
const commentTexts = [
  'Heel herkenbaar, bij mijn eerste marathon ging het precies zo mis.',
  'Goede tips! Hoeveel gels neem jij mee op een halve?',
  'Dank voor het artikel, ik ga het zondag proberen op mijn duurloop.',
  'Ik merk zelf veel verschil met wat extra zout bij warm weer.',
  'Is dit ook van toepassing op trailruns met veel hoogtemeters?',
];

/** N/10 published posts by the first five users, three comments each (the third a reply to the first), up to four likes. */
async function seedBlog(db: Queryable, posts: number, users: number) {
  const title = sql`${pick(openers, g)} || ' ' || ${pick(subjects, sql`g / 10`)}`;
  await db.execute(sql`
    insert into blog_posts (id, slug, title, image, category, excerpt, content, tags, author_id, is_published,
      published_at, created_at, updated_at)
    select ${uuidOf('post', g)},
      trim(both '-' from regexp_replace(translate(lower(title), 'ïëé', 'iee'), '[^a-z0-9]+', '-', 'g')) || '-' || g,
      title, '/images/placeholder-blog.svg', category, ${paragraph}::text,
      '## ' || title || E'\n\n' || repeat(${paragraph}::text || E'\n\n', 6),
      array[${pick(tags, g)}, ${pick(tags, sql`g / 8 + 3`)}], ${uuidOf('user', sql`1 + g % 5`)}, true,
      created_at, created_at, created_at
    from (
      select g, ${title} as title, ${pick(blogCategories, sql`g / 3`)} as category, ${agoWithin(730, g)} as created_at
      from generate_series(1, ${posts}::int) as g
    ) as post`);
  // One statement: a reply's parent is a row of the same insert, checked at the statement's end.
  const comment = sql`(g - 1) * 3 + k`;
  await db.execute(sql`
    insert into comments (id, post_id, user_id, parent_id, content, created_at, updated_at)
    select ${uuidOf('comment', comment)}, ${uuidOf('post', g)},
      ${uuidOf('user', sql`1 + ((${comment})::bigint * 7919) % ${users}::int`)},
      case when k = 2 then ${uuidOf('comment', sql`(g - 1) * 3`)} end,
      ${pick(commentTexts, sql`g + k`)}, created_at, created_at
    from generate_series(1, ${posts}::int) as g, generate_series(0, 2) as k,
      lateral (select least(now(), ${agoWithin(730, g)} + (k + 1) * interval '3 hours') as created_at) as at`);
  await db.execute(sql`
    insert into blog_post_likes (post_id, user_id, liked_at)
    select ${uuidOf('post', g)}, ${uuidOf('user', sql`1 + (g::bigint * 13 + k * 101) % ${users}::int`)},
      least(now(), ${agoWithin(730, g)} + k * interval '1 day')
    from generate_series(1, ${posts}::int) as g, lateral generate_series(1, g % 5) as k
    on conflict do nothing`);
}

// Orders: mostly paid and on their way or delivered, some expired, cancelled or refunded; pending
// only the last 20 minutes' few, as the shop's stale-order job leaves it (it settles older ones).
const statuses = [
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'shipped',
  'shipped',
  'shipped',
  'processing',
  'processing',
  'paid',
  'paid',
  'expired',
  'expired',
  'cancelled',
  'refunded',
];

/**
 * Order n's lines: one to three products, one to three pieces each, at what a buyer pays for the
 * product, with the line's VAT at the reduced rate.
 */
const orderLines = (orders: number, products: number) => sql`
  select g as n, k as position, product.id as product_id, product.title, unit_cents, quantity,
    unit_cents * quantity as gross_cents, ${vatOf(sql`unit_cents * quantity`)} as vat_cents
  from generate_series(1, ${orders}::int) as g
  cross join lateral generate_series(0, g % 3) as k
  join products as product on product.id = ${uuidOf('product', sql`1 + (g::bigint * 31 + k * 7919) % ${products}::int`)}
  cross join lateral (select ${effectivePriceCents} as unit_cents, 1 + (g + k) % 3 as quantity) as price`;

/** N orders of existing users over the last 90 days, their lines and their status history. */
async function seedOrders(db: Queryable, orders: number, users: number, products: number) {
  const u = sql`buyer`;
  await db.execute(sql`
    insert into orders (id, user_id, user_email, status, address_first_name, address_last_name, address_email,
      address_street, address_number, address_zip, address_city, address_country, total_cents,
      shipping_method_name, shipping_carrier, shipping_price_cents, vat_country, shipping_vat, vat_totals,
      vat_cents, shipment_carrier, tracking_code, shipped_at, stripe_session_id, stripe_payment_intent_id, paid_at,
      stock_settled_at, created_at, updated_at)
    select ${uuidOf('order', sql`n`)}, ${uuidOf('user', u)}, ${emailOf(u)}, status::order_status,
      ${firstNameOf(u)}, ${lastNameOf(u)}, ${emailOf(u)}, ${streetOf(u)}, ${numberOf(u)}, ${zipOf(u)}, ${cityOf(u)},
      ${countryOf(u)}, goods_cents + shipping_cents, 'PostNL standaard', 'PostNL', shipping_cents, 'NL',
      case when shipping_cents = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
        'rateBasisPoints', ${REDUCED_RATE}::int, 'grossCents', shipping_cents,
        'netCents', shipping_cents - shipping_vat_cents, 'vatCents', shipping_vat_cents)) end,
      jsonb_build_array(jsonb_build_object('rateBasisPoints', ${REDUCED_RATE}::int,
        'grossCents', goods_cents + shipping_cents,
        'netCents', goods_cents + shipping_cents - goods_vat_cents - shipping_vat_cents,
        'vatCents', goods_vat_cents + shipping_vat_cents)),
      goods_vat_cents + shipping_vat_cents,
      case when shipped then 'PostNL' end, case when shipped then '3SLOOP' || lpad(n::text, 9, '0') end,
      case when shipped then created_at + interval '1 day' end,
      case when status <> 'pending' then 'cs_scale_' || n end,
      case when paid then 'pi_scale_' || n end, case when paid then created_at + interval '2 minutes' end,
      case when paid then created_at + interval '2 minutes'
           when status <> 'pending' then created_at + interval '30 minutes' end,
      created_at, created_at
    from (
      select n, sum(gross_cents)::int as goods_cents, sum(vat_cents)::int as goods_vat_cents
      from (${orderLines(orders, products)}) as line
      group by n
    ) as goods
    cross join lateral (
      select 1 + (n::bigint * 7919) % ${users}::int as buyer,
        case when n % 500 = 0 then 'pending' else ${pick(statuses, sql`n`)} end as status,
        case when goods_cents >= 5000 then 0 else 495 end as shipping_cents
    ) as chosen
    cross join lateral (
      select status in ('paid', 'processing', 'shipped', 'delivered', 'refunded') as paid,
        status in ('shipped', 'delivered') as shipped,
        ${vatOf(sql`shipping_cents`)} as shipping_vat_cents,
        case when status = 'pending' then now() - (n % 20) * interval '1 minute'
             else ${agoWithin(90, sql`n`)} end as created_at
    ) as derived`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, title, unit_price_cents, quantity, position, vat_class,
      vat_rate_basis_points, net_cents, vat_cents)
    select ${uuidOf('order', sql`n`)}, product_id, title, unit_cents, quantity, position, 'reduced',
      ${REDUCED_RATE}::int, gross_cents - vat_cents, vat_cents
    from (${orderLines(orders, products)}) as line`);
  // Placed, then paid (when it was), then where it is now.
  await db.execute(sql`
    insert into order_status_history (order_id, status, at)
    select id, step.status, step.at
    from orders
    cross join lateral (values
      ('pending'::order_status, created_at),
      ('paid'::order_status, paid_at),
      (status, case status
        when 'processing' then paid_at + interval '1 hour'
        when 'shipped' then shipped_at
        when 'delivered' then shipped_at + interval '2 days'
        when 'refunded' then paid_at + interval '7 days'
        when 'expired' then created_at + interval '30 minutes'
        when 'cancelled' then created_at + interval '30 minutes' end)
    ) as step(status, at)
    where step.at is not null`);
}

export interface ScaleSeeding {
  size: number;
  rows: Record<string, number>;
  /** Products, posts, users and orders; then the views and their rollup (bench/analytics.ts). */
  seedMs: number;
  visitsSeedMs: number;
  rollupMs: number;
}

/**
 * Seeds a migrated, empty database at `size`, then vacuums and analyzes it: the state autovacuum
 * keeps a running shop's tables in (visibility map set, so counts can be index-only scans), which
 * a server with autovacuum off, or one that has not got to fresh tables yet, would not reach.
 */
export async function seedScale(db: Database, size: number): Promise<ScaleSeeding> {
  const started = performance.now();
  // One password hash for every seeded user: nobody logs in as them, and argon2 takes a while.
  const passwordHash = await hashPassword('scale-bench-user');
  const posts = Math.max(1, Math.floor(size / 10));
  await db.transaction(async (tx) => {
    await seedUsers(tx, size, passwordHash);
    await seedProducts(tx, size);
    await seedBlog(tx, posts, size);
    await seedOrders(tx, size, size, size);
    // This is the shop's content: its first start adds no demo catalogue to it (db/seed/seed.ts).
    await tx.execute(
      sql`insert into app_meta (key, value) values ('seeded_at', now()::text) on conflict do nothing`,
    );
  });
  const seedMs = Math.round(performance.now() - started);
  const visits = await prepareVisits(db, size * 10);
  await db.execute(sql`vacuum analyze`);
  const counted = await db.execute(sql`
    select (select count(*) from products)::int as products, (select count(*) from blog_posts)::int as posts,
      (select count(*) from comments)::int as comments, (select count(*) from blog_post_likes)::int as likes,
      (select count(*) from users)::int as users, (select count(*) from orders)::int as orders,
      (select count(*) from order_items)::int as "orderItems",
      (select count(*) from order_status_history)::int as "statusHistory",
      (select count(*) from page_visits)::int as visits`);
  const rows = (counted as unknown as { rows: Record<string, number>[] }).rows[0]!;
  return { size, rows, seedMs, visitsSeedMs: visits.seedMs, rollupMs: visits.rollupMs };
}

/** A product and a post from the middle of what `seedScale` wrote at `size`: the bench's detail pages. */
export async function middleSlugs(db: Queryable, size: number): Promise<{ product: string; post: string }> {
  const middle = (count: number) => sql`${Math.max(1, Math.ceil(count / 2))}::int`;
  const result = await db.execute(sql`
    select (select slug from products where id = ${uuidOf('product', middle(size))}) as product,
      (select slug from blog_posts where id = ${uuidOf('post', middle(Math.floor(size / 10)))}) as post`);
  return (result as unknown as { rows: { product: string; post: string }[] }).rows[0]!;
}
