import { productMessages } from '@shop/shared/product';
import { useNavigate, useParams } from 'react-router';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { PriceHistory } from '../components/price-history.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { productToFormValues } from '../components/product-form-values.ts';
import { useProduct, useUpdateProduct } from '../hooks/use-products.ts';

/**
 * /admin/edit-product/{id}: loads the product, PUT /products/{id}, then back to the product list;
 * its price history under the form.
 */
export default function AdminProductEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const updateProduct = useUpdateProduct(id);

  return (
    <section className="mx-auto max-w-4xl">
      <PageHeading>{pageTitles.admin.editProduct}</PageHeading>
      {isPending ? (
        <LoadingText />
      ) : isError ? (
        <LoadFailure error={error} fallback={productMessages.loadFailed} onRetry={refetch} />
      ) : (
        <>
          <ProductForm
            initialValues={productToFormValues(product)}
            slugFollowsTitle={false}
            failureMessage={productMessages.updateFailed}
            onSubmit={async (data) => {
              await updateProduct.mutateAsync(data);
              await navigate(paths.admin.products());
            }}
          />
          <PriceHistory productId={product._id} />
        </>
      )}
    </section>
  );
}
