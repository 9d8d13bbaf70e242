import { roleLabels } from '@shop/shared/auth-constants';
import { type Product, productMessages } from '@shop/shared/product';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Pencil from 'lucide-react/icons/pencil';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { LoadingText } from '../../../components/ui/loading.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatDateTime, formatEuro } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { adminProductDetailMessages as labels, productFormMessages } from '../admin-messages.ts';
import { discountLabel } from '../components/discount-label.ts';
import { useProduct, useProductCreator } from '../hooks/use-products.ts';
import { productPageMessages } from '../messages.ts';
import type { AdminProductListState } from './admin-product-list-page.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailRow label={label} className="px-5">
      {children}
    </DetailRow>
  );
}

const listOrNone = (items: string[]) => (items.length > 0 ? items.join(', ') : labels.none);

/** The creator's e-mail and role (GET /user/{id}), or 'Onbekend (verwijderd?)'. */
function Creator({ userId }: { userId: string | null }) {
  const { data: creator, isLoading } = useProductCreator(userId);
  if (isLoading) return <span className="text-stone-600">…</span>;
  if (!creator) return <>{productMessages.unknownCreator}</>;
  return (
    <>
      {creator.email} <span className="text-stone-600">({roleLabels[creator.role]})</span>
    </>
  );
}

function ProductDetails({ product }: { product: Product }) {
  return (
    <dl className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
      <Row label={labels.slug}>{product.slug}</Row>
      <Row label={labels.price}>{formatEuro(product.price)}</Row>
      <Row label={labels.stock}>{product.stock}</Row>
      <Row label={labels.maxPerOrder}>{product.maxPerOrder}</Row>
      <Row label={labels.status}>
        {product.isPublished ? productPageMessages.available : productPageMessages.hidden}
      </Row>
      <Row label={labels.discount}>{discountLabel(product.discount) ?? labels.none}</Row>
      <Row label={labels.referencePrice}>
        {product.referencePrice === null ? labels.none : formatEuro(product.referencePrice)}
      </Row>
      <Row label={labels.vatClass}>{productFormMessages.vatClasses[product.vatClass]}</Row>
      <Row label={labels.shelfLife}>{product.shelfLife || labels.none}</Row>
      <Row label={labels.categories}>{listOrNone(product.category)}</Row>
      <Row label={labels.brands}>{listOrNone(product.brand)}</Row>
      <Row label={labels.description}>
        <Markdown>{product.description}</Markdown>
      </Row>
      <Row label={labels.contents}>
        {product.contents.length > 0 ? (
          <ul className="list-disc pl-5">
            {product.contents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          labels.none
        )}
      </Row>
      <Row label={labels.id}>
        <code className="text-sm">{product._id}</code>
      </Row>
      <Row label={labels.creator}>
        <Creator userId={product.createdBy} />
      </Row>
      <Row label={labels.createdAt}>{formatDateTime(product.createdAt)}</Row>
      <Row label={labels.updatedAt}>{formatDateTime(product.updatedAt)}</Row>
    </dl>
  );
}

/** /admin/product/{id}; a failed load goes back to the list with 'Kan product niet laden.' (spec 8). */
export default function AdminProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, isError } = useProduct(id);

  useEffect(() => {
    if (!isError) return;
    const state: AdminProductListState = { notice: productMessages.adminLoadFailed };
    void navigate(paths.admin.products(), { replace: true, state });
  }, [isError, navigate]);

  if (!product) return <LoadingText />;
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeading title={`${product.title} — ${pageTitles.admin.product}`}>{product.title}</PageHeading>
      <div className="mb-6 flex flex-wrap gap-3">
        <LinkButton to={paths.admin.products()} variant="secondary">
          <ArrowLeft size={16} aria-hidden />
          {labels.back}
        </LinkButton>
        <LinkButton to={paths.admin.editProduct(product._id)}>
          <Pencil size={16} aria-hidden />
          {labels.edit}
        </LinkButton>
      </div>
      <ProductDetails product={product} />
    </section>
  );
}
