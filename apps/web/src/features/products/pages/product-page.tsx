import { discountedPriceCents, toCents, toEuros } from '@shop/shared/money';
import { isSoldOut, productMessages } from '@shop/shared/product-constants';
import { stripMarkdown, truncate } from '@shop/shared/text';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { pageTitles, priceMessages } from '../../../lib/messages.ts';
import type { PageMetaFor } from '../../../lib/page-meta.ts';
import { paths } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { productQueries } from '../api/products-api.ts';
import { AddToCart } from '../components/add-to-cart.tsx';
import { NutritionTable } from '../components/nutrition-table.tsx';
import { PRODUCT_PAGE_SIZES, ProductGallery } from '../components/product-gallery.tsx';
import { PRODUCT_IMAGE_FALLBACK } from '../components/product-image.tsx';
import { ProductPrice } from '../components/product-price.tsx';
import { useProductPage } from '../hooks/use-products.ts';
import { productPageMessages } from '../messages.ts';
import { nutritionJsonLd } from '../nutrition-facts.ts';

function BackToShop() {
  return (
    <LinkButton to={paths.shop()} variant="secondary">
      <ArrowLeft size={16} aria-hidden />
      {productPageMessages.backToShop}
    </LinkButton>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold text-ink">{label}:</dt>
      <dd className="text-stone-700">{children}</dd>
    </div>
  );
}

export const prefetch: Prefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(productQueries.page(params.slug ?? ''));

/** Title, description, Open Graph and JSON-LD Product of a published product. */
export const meta: PageMetaFor = (queryClient, params, origin) => {
  const product = queryClient.getQueryData(productQueries.page(params.slug ?? '').queryKey);
  if (!product) return null;
  const description = truncate(stripMarkdown(product.description), 155);
  const price = toEuros(discountedPriceCents(toCents(product.price), product.discount));
  const nutrition = nutritionJsonLd(product.nutrition);
  const [cover] = product.photos;
  const pictures = cover
    ? product.photos.map((photo) => photo.media.previewUrl)
    : product.image
      ? [product.image]
      : [];
  return {
    title: product.title,
    description,
    path: paths.product(product.slug),
    // Previews get the first photo's JPEG; the page paints its AVIF, or the image at its URL, or the placeholder.
    image: cover ? cover.media.previewUrl : product.image,
    lcpImage: cover
      ? { srcSet: cover.media.srcSet.avif, sizes: PRODUCT_PAGE_SIZES }
      : (product.image ?? PRODUCT_IMAGE_FALLBACK),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description,
      ...(pictures.length > 0
        ? { image: pictures.map((picture) => new URL(picture, origin).toString()) }
        : {}),
      ...(product.brand[0] ? { brand: { '@type': 'Brand', name: product.brand[0] } } : {}),
      ...(nutrition ? { nutrition } : {}),
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: price.toFixed(2),
        availability: isSoldOut(product) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      },
    },
  };
};

/** /shop/{slug}: one product with its price and the add-to-cart button. */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProductPage(slug);
  useDocumentTitle(product?.title ?? pageTitles.product);

  if (isPending) return <LoadingText />;
  if (isError || product === null) {
    const notFound = !isError;
    return (
      <section className="mx-auto max-w-xl space-y-6 text-center">
        <h1 className="text-3xl">{notFound ? productMessages.notFound : pageTitles.product}</h1>
        {!notFound && (
          <LoadFailure error={error} fallback={productPageMessages.loadFailed} onRetry={refetch} />
        )}
        <BackToShop />
      </section>
    );
  }

  return (
    <article className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <ProductGallery product={product} />
      <div className="space-y-6">
        <h1 className="text-3xl sm:text-4xl">{product.title}</h1>
        <div className="flex flex-wrap items-baseline gap-x-2">
          <ProductPrice product={product} className="text-2xl" />
          <span className="text-sm text-stone-600">{priceMessages.inclVat}</span>
        </div>
        <AddToCart product={product} />
        <dl className="space-y-1 text-sm">
          {product.brand.length > 0 && (
            <Fact label={productPageMessages.brands}>{product.brand.join(', ')}</Fact>
          )}
          {product.category.length > 0 && (
            <Fact label={productPageMessages.categories}>{product.category.join(', ')}</Fact>
          )}
          {product.shelfLife && <Fact label={productPageMessages.shelfLife}>{product.shelfLife}</Fact>}
          <Fact label={productPageMessages.createdAt}>{formatLongDate(product.createdAt)}</Fact>
          <Fact label={productPageMessages.status}>
            {product.isPublished ? productPageMessages.available : productPageMessages.hidden}
          </Fact>
        </dl>
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="mb-2 text-xl">
            {productPageMessages.description}
          </h2>
          <Markdown>{product.description}</Markdown>
        </section>
        {product.contents.length > 0 && (
          <section aria-labelledby="product-contents">
            <h2 id="product-contents" className="mb-2 text-xl">
              {productPageMessages.contents}
            </h2>
            <ul className="list-disc space-y-1 pl-6 text-stone-700">
              {product.contents.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {product.nutrition && <NutritionTable nutrition={product.nutrition} />}
        <BackToShop />
      </div>
    </article>
  );
}
