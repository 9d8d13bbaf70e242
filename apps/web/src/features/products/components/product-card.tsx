import type { Product } from '@shop/shared/product';
import {
  CARD_CONTENT_BULLETS,
  CARD_DESCRIPTION_PREVIEW,
  isSoldOut,
  productMessages,
} from '@shop/shared/product-constants';
import { stripMarkdown, truncate } from '@shop/shared/text';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { GRID_CARD_SIZES } from '../../../components/ui/photo.tsx';
import { paths } from '../../../lib/paths.ts';
import { shopMessages } from '../messages.ts';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';

/**
 * A product in the shop grid (spec 2: image, title, categories, brands, preview, 3 bullets, price),
 * marked 'Tijdelijk uitverkocht' when there is nothing left to sell (decision 045, 013).
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const href = paths.product(product.slug);
  const preview = truncate(stripMarkdown(product.description), CARD_DESCRIPTION_PREVIEW);
  const bullets = product.contents.slice(0, CARD_CONTENT_BULLETS);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden>
          <ProductImage
            photo={product.photos[0]}
            src={product.image}
            alt=""
            sizes={GRID_CARD_SIZES}
            priority={priority}
          />
        </Link>
        {isSoldOut(product) && (
          <p className="absolute left-3 top-3 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white shadow">
            {productMessages.soldOut}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg leading-snug">
          <Link to={href} className="hover:text-accent-700 hover:underline">
            {product.title}
          </Link>
        </h2>
        {product.category.length > 0 && (
          <p className="text-xs font-semibold uppercase tracking-wide text-teal-brand">
            {product.category.join(', ')}
          </p>
        )}
        {product.brand.length > 0 && (
          <p className="text-sm text-stone-700">
            {shopMessages.brandsPrefix} {product.brand.join(', ')}
          </p>
        )}
        <p className="text-sm leading-relaxed text-stone-700">{preview}</p>
        {bullets.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-stone-700">
            {bullets.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <ProductPrice product={product} className="text-lg" />
          <LinkButton to={href}>
            {shopMessages.view}
            <span className="sr-only"> {product.title}</span>
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
