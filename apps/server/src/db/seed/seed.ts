import { randomBytes } from 'node:crypto';
import type { Role } from '@shop/shared/auth-constants';
import { discountedPriceCents, toCents } from '@shop/shared/money';
import { nutritionInputSchema } from '@shop/shared/nutrition';
import { type PriceChange, shownStruckPriceCents } from '@shop/shared/price-history';
import type { ShippingMethodData } from '@shop/shared/shipping';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { appMeta } from '../schema/app-metadata.ts';
import { blogPosts } from '../schema/blog.ts';
import { nutritionColumns, productPriceChanges, products } from '../schema/products.ts';
import { shippingMethods } from '../schema/shipping.ts';
import { users } from '../schema/users.ts';
import type { Database } from '../types.ts';
import type { DemoPost, DemoProduct } from './demo-content-types.ts';
import { demoPosts } from './demo-posts.ts';
import { demoProducts } from './demo-products.ts';
import { demoShippingMethods } from './demo-shipping.ts';

export const DEMO_USER = { email: 'demo@loopvoeding.nl', password: 'demo1234' } as const;
/** How long a demo product has been in the shop, unless it says otherwise (decision 050). */
export const DEMO_LISTED_DAYS_AGO = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEEDED_KEY = 'seeded_at';

/**
 * First start on an empty database: the admin account, the demo catalogue, blog and shipping
 * methods, and (outside production, or when asked) a demo user with a published password. Runs
 * once per database (recorded in app_meta) and never touches existing rows. Answers the admin's
 * id and whether it put in the demo catalogue and posts (their photos come next, from the features).
 */
export async function seedDatabase(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<{ adminId: string; products: boolean; posts: boolean } | null> {
  const claimed = await db
    .insert(appMeta)
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return null;

  const adminPassword = config.adminPassword ?? randomBytes(12).toString('base64url');
  const admin = await ensureUser(db, config.adminEmail, adminPassword, 'admin');
  if (admin.created && !config.adminPassword) {
    // Printed once, on the start that created the account.
    console.log(
      `\n  Admin-account aangemaakt: ${config.adminEmail} / ${adminPassword}\n  Bewaar dit wachtwoord; het wordt niet opnieuw getoond.\n`,
    );
  }
  if (config.demoAccount) {
    await ensureUser(db, DEMO_USER.email, DEMO_USER.password, 'user', {
      firstName: 'Demi',
      lastName: 'Loper',
    });
  }

  const [{ count: productCount } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products);
  if (productCount === 0) await seedProducts(db, admin.id);
  const [{ count: postCount } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(blogPosts);
  if (postCount === 0) await db.insert(blogPosts).values(demoPosts.map((p) => postRow(p, admin.id)));
  const [{ count: shippingCount } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shippingMethods);
  if (shippingCount === 0) await db.insert(shippingMethods).values(demoShippingMethods.map(shippingRow));
  log.info('demo content seeded');
  return { adminId: admin.id, products: productCount === 0, posts: postCount === 0 };
}

async function ensureUser(
  db: Database,
  email: string,
  password: string,
  role: Role,
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) return { id: existing.id, created: false };
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), role, ...names })
    .returning({ id: users.id });
  return { id: created!.id, created: true };
}

/**
 * The demo catalogue with its price history (decision 050), in one transaction as every product
 * write: each product's price since it came to the shop, its discount's start, and the struck price
 * the shared rule finds in them.
 */
async function seedProducts(db: Database, createdBy: string): Promise<void> {
  const now = new Date();
  const seeded = demoProducts.map((product) => ({ product, history: priceHistoryOf(product, now) }));
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(products)
      .values(seeded.map(({ product, history }) => productRow(product, history, now, createdBy)))
      .returning({ id: products.id, slug: products.slug });
    const idOf = new Map(rows.map((row) => [row.slug, row.id]));
    await tx
      .insert(productPriceChanges)
      .values(
        seeded.flatMap(({ product, history }) =>
          history.map((change) => ({ productId: idOf.get(product.slug)!, ...change })),
        ),
      );
  });
}

/** The demo product's price changes, oldest first: its full price as it came, then its discount. */
function priceHistoryOf(product: DemoProduct, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const listedDaysAgo = product.listedDaysAgo ?? DEMO_LISTED_DAYS_AGO;
  const discountDaysAgo = product.discountDaysAgo ?? listedDaysAgo;
  const priceCents = toCents(product.price);
  const change = (at: Date, discount: DemoProduct['discount']) => ({
    at,
    priceCents,
    discountType: discount?.type ?? null,
    discountValueHundredths: discount ? toCents(discount.value) : null,
    effectivePriceCents: discountedPriceCents(priceCents, discount),
  });
  if (!product.discount || discountDaysAgo >= listedDaysAgo) {
    return [change(daysAgo(listedDaysAgo), product.discount)];
  }
  return [change(daysAgo(listedDaysAgo), null), change(daysAgo(discountDaysAgo), product.discount)];
}

function productRow(
  product: DemoProduct,
  history: ReturnType<typeof priceHistoryOf>,
  now: Date,
  createdBy: string,
): typeof products.$inferInsert {
  const asRule: PriceChange[] = history.map(({ at, effectivePriceCents }) => ({
    at,
    priceCents: effectivePriceCents,
  }));
  return {
    slug: product.slug,
    title: product.title,
    description: product.description,
    image: product.image,
    contents: product.contents,
    priceCents: toCents(product.price),
    stock: product.stock,
    discountType: product.discount?.type ?? null,
    discountValueHundredths: product.discount ? toCents(product.discount.value) : null,
    referencePriceCents: shownStruckPriceCents(asRule, now, product.discount),
    category: product.category,
    brand: product.brand,
    shelfLife: product.shelfLife,
    vatClass: product.vatClass ?? 'reduced',
    // Through the admin's own rules, so a demo value breaks the seed rather than the shop.
    ...nutritionColumns(nutritionInputSchema.parse(product.nutrition ?? {})),
    isPublished: product.isPublished,
    createdBy,
    createdAt: history[0]!.at,
    updatedAt: history.at(-1)!.at,
  };
}

function postRow(post: DemoPost, authorId: string): typeof blogPosts.$inferInsert {
  const publishedAt = new Date(Date.now() - post.publishedDaysAgo * 24 * 60 * 60 * 1000);
  return {
    slug: post.slug,
    title: post.title,
    image: post.image,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    tags: post.tags,
    authorId,
    isPublished: post.isPublished,
    publishedAt: post.isPublished ? publishedAt : null,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}

function shippingRow(method: ShippingMethodData): typeof shippingMethods.$inferInsert {
  return {
    name: method.name,
    carrier: method.carrier,
    countries: method.countries,
    priceCents: toCents(method.price),
    freeAboveCents: method.freeAbove === null ? null : toCents(method.freeAbove),
    maxOrderCents: method.maxOrder === null ? null : toCents(method.maxOrder),
    deliveryEstimate: method.deliveryEstimate,
    isActive: method.isActive,
  };
}
