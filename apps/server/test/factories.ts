import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/shared/auth-constants';
import { type BlogInput, blogInputSchema } from '@shop/shared/blog';
import { type ProductInput, productInputSchema } from '@shop/shared/product';
import { slugify } from '@shop/shared/slug';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { products } from '../src/db/schema/products.ts';
import { users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { TestApp } from './build-test-app.ts';
import { servicesOf } from './shop.ts';

export const TEST_PASSWORD = 'geheim123';

export function uniqueEmail(prefix = 'loper'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.nl`;
}

/** Inserts a user directly (the only way to make an admin) and returns its row. */
export async function createUser(
  app: TestApp,
  { role = 'user', email = uniqueEmail(role), password = TEST_PASSWORD, firstName, lastName } = {} as {
    role?: Role;
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  },
) {
  const [user] = await app.db
    .insert(users)
    .values({ email, role, passwordHash: await hashPassword(password), firstName, lastName })
    .returning();
  return { ...user!, password };
}

export interface Actor {
  id: string;
  email: string;
  token: string;
  /** `authorization` header for inject(). */
  headers: { authorization: string };
}

/** Creates a user of the role (with the profile's names, if given) and logs in through the API. */
export async function actor(
  app: TestApp,
  role: Role = 'user',
  names: { firstName?: string; lastName?: string } = {},
): Promise<Actor> {
  const user = await createUser(app, { role, ...names });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token } = response.json() as { token: string };
  return { id: user.id, email: user.email, token, headers: { authorization: `Bearer ${token}` } };
}

/** The login (session) an actor's access token belongs to. */
export function sessionOf(someone: Pick<Actor, 'token'>): string {
  return String(decodeJwt(someone.token).sid);
}

let productCounter = 0;

/** A valid product body as an admin would send it; override what the test is about. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  productCounter += 1;
  const title = overrides.title ?? `Testpakket ${productCounter} ${randomUUID().slice(0, 6)}`;
  return {
    title,
    slug: slugify(title),
    description: 'Een **testpakket** voor lopers.',
    image: null,
    contents: ['3 × gel'],
    price: 9.95,
    stock: 10,
    discount: null,
    category: ['Gels'],
    brand: ['Polderkracht'],
    shelfLife: '12 maanden',
    isPublished: true,
    ...overrides,
  };
}

/**
 * Inserts a product straight into the database (no HTTP), for list and filter tests. Like a write
 * through the API (plugins/content-writes.ts) it returns once the process has heard the change, so
 * the lists that follow show it.
 */
export async function createProduct(app: TestApp, overrides: Partial<ProductInput> = {}, createdBy?: string) {
  const data = productInputSchema.parse(productInput(overrides));
  const owner = createdBy ?? (await createUser(app, { role: 'admin' })).id;
  const created = await servicesOf(app).products.create(data, { id: owner, role: 'admin', email: '' });
  await app.composition.contentVersions.settle();
  const [row] = await app.db.select().from(products).where(eq(products.id, created._id));
  return row!;
}

/** A valid blog body as an admin would send it. */
export function blogInput(overrides: Partial<BlogInput> = {}): BlogInput {
  const title = overrides.title ?? `Artikel ${randomUUID().slice(0, 8)}`;
  return {
    title,
    slug: slugify(title),
    content: 'Een artikel over **sportvoeding** voor lopers, met genoeg inhoud.',
    excerpt: 'Korte samenvatting.',
    category: 'Voedingsbasis',
    image: null,
    tags: ['voeding'],
    isPublished: true,
    ...overrides,
  };
}

/** Inserts a post straight into the database; returns its id and slug. */
export async function createPost(app: TestApp, overrides: Partial<BlogInput> = {}, authorId?: string) {
  const data = blogInputSchema.parse(blogInput(overrides));
  const author = authorId ?? (await createUser(app, { role: 'admin' })).id;
  const post = await servicesOf(app).blog.create(data, { id: author, role: 'admin', email: '' });
  return { id: post._id, slug: post.slug };
}
