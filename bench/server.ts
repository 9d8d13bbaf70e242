// The shop as the bench measures it: its own process (as `npm start` runs it), production
// settings, on the database the bench seeded (BENCH_TARGET: the database target as JSON), plus two
// reference routes. Prints `listening <url>` once it takes requests; SIGTERM ends it.
import { productListQuerySchema } from '@shop/shared/product';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.ts';
import { products } from '../apps/server/src/db/schema/products.ts';
import { createProductsService } from '../apps/server/src/features/products/products.service.ts';

const target = JSON.parse(process.env.BENCH_TARGET ?? '') as DatabaseTarget;
const database = await openDatabase(target);
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  // Production settings; the payment emulator only so the app starts without a Stripe key.
  PAYMENT_EMULATOR: 'true',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.BENCH_DATA_DIR,
});
// The built web app too when the bench names it (the scale bench's pages and files), as `npm start` serves it.
config.webDistDir = process.env.BENCH_WEB_DIST_DIR || undefined;
const app = await buildApp({ config, database });

// The ceiling: the same first page, from memory, through the same server and serialiser.
const firstPage = await createProductsService(database.db, app.composition.contentVersions, app.log).list(
  productListQuerySchema.parse({}),
  null,
);
app.get('/bench/first-page-from-memory', async () => firstPage);
// The database's limit: one indexed select per request, nothing else.
const anySlug = firstPage.data[0]!.slug;
app.get('/bench/one-indexed-select', async () => {
  const [row] = await database.db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.slug, anySlug));
  return row;
});

const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
