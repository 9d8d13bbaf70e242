import { productMessages } from '@shop/shared/product';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { ProductForm } from '../components/product-form.tsx';
import { emptyProductFormValues } from '../components/product-form-values.ts';
import { useCreateProduct } from '../hooks/use-products.ts';

/** /admin/new-product: POST /products, then back to the product list. */
export default function AdminProductNewPage() {
  const navigate = useNavigate();
  const createProduct = useCreateProduct();
  return (
    <section className="mx-auto max-w-4xl">
      <PageHeading>{pageTitles.admin.newProduct}</PageHeading>
      <ProductForm
        initialValues={emptyProductFormValues}
        slugFollowsTitle
        failureMessage={productMessages.saveFailed}
        onSubmit={async (data) => {
          await createProduct.mutateAsync(data);
          await navigate(paths.admin.products());
        }}
      />
    </section>
  );
}
