import { discountedPriceCents, toCents, toEuros } from '@shop/shared/money';
import { stripMarkdown, truncate } from '@shop/shared/text';
import type { PageMetaResolver } from '../../lib/page-meta.ts';
import type { ProductsService } from './products.service.ts';

/** Title, description and Open Graph tags in the HTML of /shop and /shop/:slug. */
export function productPageMeta(products: ProductsService, publicUrl: string): PageMetaResolver {
  return async (pathname) => {
    if (pathname === '/shop') {
      return {
        title: 'Onze pakketten — Loopvoeding',
        description:
          'Proefpakketten sportvoeding voor lopers: gels, sportdrank, repen en elektrolyten zonder bulk te kopen.',
        url: `${publicUrl}/shop`,
      };
    }
    const slug = /^\/shop\/([^/]+)$/.exec(pathname)?.[1];
    if (!slug) return null;
    const product = await products.get(slug, null).catch(() => null);
    if (!product) return null;
    const description = truncate(stripMarkdown(product.description), 155);
    const price = toEuros(discountedPriceCents(toCents(product.price), product.discount));
    return {
      title: `${product.title} — Loopvoeding`,
      description,
      url: `${publicUrl}/shop/${product.slug}`,
      image: product.image,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        description,
        ...(product.image ? { image: new URL(product.image, publicUrl).toString() } : {}),
        brand: product.brand[0] ? { '@type': 'Brand', name: product.brand[0] } : undefined,
        offers: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          price: price.toFixed(2),
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
    };
  };
}
