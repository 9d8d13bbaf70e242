import { productMessages } from '@shop/shared/product';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AddToCart } from '../components/add-to-cart.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { ProductPrice } from '../components/product-price.tsx';
import { useProduct } from '../hooks/use-products.ts';
import { productPageMessages } from '../messages.ts';

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

/** /shop/{slug}: one product with its price and the add-to-cart button. */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, error } = useProduct(slug);
  useDocumentTitle(product?.title ?? pageTitles.product);

  if (isPending) return <LoadingText />;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto max-w-xl space-y-6 text-center">
        <h1 className="text-3xl">{notFound ? productMessages.notFound : pageTitles.product}</h1>
        {!notFound && <Alert>{productPageMessages.loadFailed}</Alert>}
        <BackToShop />
      </section>
    );
  }

  return (
    <article className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <ProductImage src={product.image} alt={product.title} className="rounded-2xl ring-1 ring-stone-200" />
      <div className="space-y-6">
        <h1 className="text-3xl sm:text-4xl">{product.title}</h1>
        <ProductPrice product={product} className="text-2xl" />
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
        <BackToShop />
      </div>
    </article>
  );
}
