import { type Paged, pageWindow } from '@shop/shared/api';
import { photoMessages } from '@shop/shared/media';
import { discountedPriceCents } from '@shop/shared/money';
import { shownStruckPriceCents } from '@shop/shared/price-history';
import {
  type PriceChangeEntry,
  type Product,
  type ProductData,
  type ProductListQuery,
  productMessages,
} from '@shop/shared/product';
import { createContentCache } from '../../db/content-cache.ts';
import type { ContentVersionsService } from '../../db/content-versions.ts';
import type { PageRequest } from '../../db/paging.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { AuthUser } from '../../lib/access-token.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { existingMediaIds } from '../media/media.repository.ts';
import { createCatalogueIndex, idAt, type ProductFilters, selectProducts } from './catalogue-index.ts';
import { photosOf, replacePhotos } from './product-photos.repository.ts';
import { discountOf, toPriceChange, toProduct } from './products.mapper.ts';
import * as repository from './products.repository.ts';
import { reserveStock, returnStock, type StockLine, settleReservedStock } from './stock.repository.ts';

/** A price and discount with what a buyer pays for them, as the price history records them. */
function priceChange({ priceCents, discountType, discountValueHundredths }: repository.ProductPrice) {
  const price = { priceCents, discountType, discountValueHundredths };
  return { ...price, effectivePriceCents: discountedPriceCents(priceCents, discountOf(price)) };
}

const samePrice = (a: repository.ProductPrice, b: repository.ProductPrice) =>
  a.priceCents === b.priceCents &&
  a.discountType === b.discountType &&
  a.discountValueHundredths === b.discountValueHundredths;

/** The product with its photos, read in the same transaction as the row. */
async function withPhotos(db: Queryable, row: repository.ProductListRow): Promise<Product> {
  const photos = await photosOf(db, [row.id]);
  return toProduct(row, photos.get(row.id) ?? []);
}

/** Sets the product's photos in their order; 400 when one of them is not (or no longer) there. */
async function setPhotos(tx: Queryable, productId: string, photos: ProductData['photos']): Promise<void> {
  const existing = await existingMediaIds(
    tx,
    photos.map((photo) => photo.mediaId),
  );
  if (photos.some((photo) => !existing.has(photo.mediaId)))
    throw badRequest(photoMessages.unknown, { photos: [photoMessages.unknown] });
  await replacePhotos(tx, productId, photos);
}

export function createProductsService(
  db: Database,
  versions: ContentVersionsService,
  log: { warn: (details: object, message: string) => void },
) {
  // Pages of the listing, kept until the database announces a change to the catalogue or its stock.
  const listCache = createContentCache<Paged<Product>>({
    versions,
    topics: ['catalogue', 'stock'],
    maxEntries: 500,
  });
  // Every product's listing facts, read again once the catalogue has changed.
  const catalogueIndex = createCatalogueIndex(db, versions, log);

  /** The count and the page from one snapshot of the database. */
  function pageFromDatabase(filters: ProductFilters, request: PageRequest): Promise<Paged<Product>> {
    return db.transaction(
      async (tx) => {
        const rows = await repository.pageOfProducts(
          tx,
          { where: repository.productFilters(filters), title: filters.title },
          request,
        );
        const photos = await photosOf(
          tx,
          rows.data.map((row) => row.id),
        );
        return { ...rows, data: rows.data.map((row) => toProduct(row, photos.get(row.id) ?? [])) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'products_slug_unique')) throw conflict(productMessages.slugTaken);
      throw error;
    }
  }

  return {
    /** Reads the catalogue index now (a start calls it before listening): the first lists find it ready. */
    prepare: () => catalogueIndex.ready(),

    /**
     * Guests and users only ever see published products; admins may filter on isPublished. The
     * catalogue index picks the page while it is current (decision 075), and only the page's rows
     * and photos are read; else the database counts and reads the page.
     */
    async list(query: ProductListQuery, viewer: AuthUser | null): Promise<Paged<Product>> {
      const { page: requestedPage, limit, ...filters } = query;
      if (viewer?.role !== 'admin') filters.isPublished = true;
      const key = JSON.stringify({ ...filters, requestedPage, limit });
      return listCache.read(key, async () => {
        const index = await catalogueIndex.current();
        if (!index) return pageFromDatabase(filters, { page: requestedPage, limit });
        const selected = await selectProducts(db, index, filters);
        const { offset, ...window } = pageWindow(requestedPage, limit, selected.length);
        const pageIds = Array.from(selected.subarray(offset, offset + window.limit), (p) => idAt(index, p));
        if (pageIds.length === 0) return { data: [], ...window };
        // Side by side: a change between the two is heard, and the answer is then not kept.
        const [rows, photos] = await Promise.all([
          repository.productsByIds(db, pageIds),
          photosOf(db, pageIds),
        ]);
        return { data: rows.map((row) => toProduct(row, photos.get(row.id) ?? [])), ...window };
      });
    },

    async get(slugOrId: string, viewer: AuthUser | null): Promise<Product> {
      const row = await repository.findProduct(db, slugOrId);
      if (!row || (!row.isPublished && viewer?.role !== 'admin')) throw notFound(productMessages.notFound);
      return withPhotos(db, row);
    },

    /** A new product's price is the first entry of its history, at the moment it was created. */
    create(data: ProductData, admin: AuthUser): Promise<Product> {
      return saving(() =>
        db.transaction(async (tx) => {
          const row = await repository.insertProduct(tx, data, admin.id);
          await repository.insertPriceChange(tx, row.id, priceChange(row), 'created');
          await setPhotos(tx, row.id, data.photos);
          return withPhotos(tx, row);
        }),
      );
    },

    /**
     * A change of the price or the discount is recorded in the history, and the struck price the
     * product shows is worked out again from it (decision 050); other changes leave both as they are.
     */
    update(id: string, data: ProductData): Promise<Product> {
      return saving(() =>
        db.transaction(async (tx) => {
          const before = await repository.lockProductPrice(tx, id);
          if (!before) throw notFound(productMessages.notFound);
          await setPhotos(tx, id, data.photos);
          const values = repository.productValues(data);
          if (samePrice(before, values))
            return withPhotos(tx, (await repository.updateProduct(tx, id, values))!);
          const at = await repository.insertPriceChange(tx, id, priceChange(values), 'changed');
          const history = await repository.priceHistory(tx, id);
          const referencePriceCents = shownStruckPriceCents(history, at, discountOf(values));
          return withPhotos(
            tx,
            (await repository.updateProduct(tx, id, { ...values, referencePriceCents }))!,
          );
        }),
      );
    },

    /** A page of the product's price changes, the newest first (admins only). */
    async priceHistory(id: string, request: PageRequest): Promise<Paged<PriceChangeEntry>> {
      if (!(await repository.productExists(db, id))) throw notFound(productMessages.notFound);
      const page = await repository.pageOfPriceChanges(db, id, request);
      return { ...page, data: page.data.map(toPriceChange) };
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.deleteProduct(db, id))) throw notFound(productMessages.notFound);
    },

    /** The published products that state their nutrition, with whether any free stock is left (the planner). */
    async fuelProducts(): Promise<{ product: Product; inStock: boolean }[]> {
      const rows = await repository.fuelProductRows(db);
      const photos = await photosOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map(({ freeStock, ...row }) => ({
        product: toProduct(row, photos.get(row.id) ?? []),
        inStock: Number(freeStock) > 0,
      }));
    },

    /** Slugs and change dates of the published products, for the sitemap. */
    publishedSlugs: () => repository.publishedProductSlugs(db),

    /**
     * The stock of pending orders. Each takes the caller's transaction, so the stock moves
     * together with the order it belongs to.
     */
    stock: {
      /** Holds `quantity` of the free stock; false when there is not enough left. */
      reserve: (tx: Queryable, productId: string, quantity: number) => reserveStock(tx, productId, quantity),
      /** The held stock was paid for: it leaves the shelf. */
      sell: (tx: Queryable, lines: StockLine[]) => settleReservedStock(tx, lines, 'sold'),
      /** The held stock was not paid for: it is free again. */
      release: (tx: Queryable, lines: StockLine[]) => settleReservedStock(tx, lines, 'released'),
      /** Sold goods came back: they are on the shelf again. */
      restock: (tx: Queryable, lines: StockLine[]) => returnStock(tx, lines),
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
