import type { Product } from '@shop/shared/product';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { adminProductMessages as labels } from '../messages.ts';
import { discountLabel } from './discount-label.ts';

function StatusBadge({ isPublished }: { isPublished: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isPublished ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700'
      }`}
    >
      {isPublished ? labels.published : labels.hidden}
    </span>
  );
}

/** The admin's product rows with edit, info and delete; scrolls sideways on small screens. */
export function AdminProductTable({
  products,
  deletingId,
  onDelete,
}: {
  products: Product[];
  deletingId: string | undefined;
  onDelete: (product: Product) => void;
}) {
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              {labels.columns.title}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {labels.columns.price}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {labels.columns.stock}
            </th>
            <th scope="col" className="px-4 py-3">
              {labels.columns.status}
            </th>
            <th scope="col" className="px-4 py-3">
              {labels.columns.discount}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{labels.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {products.map((product) => (
            <tr key={product._id} className="align-middle">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {product.title}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{formatEuro(product.price)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{product.stock}</td>
              <td className="px-4 py-3">
                <StatusBadge isPublished={product.isPublished} />
              </td>
              <td className="px-4 py-3">{discountLabel(product.discount) ?? labels.noDiscount}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Link to={paths.admin.editProduct(product._id)} className={buttonClass('secondary')}>
                    {labels.edit}
                    <span className="sr-only"> {product.title}</span>
                  </Link>
                  <Link to={paths.admin.product(product._id)} className={buttonClass('ghost')}>
                    {labels.info}
                    <span className="sr-only"> {product.title}</span>
                  </Link>
                  <Button
                    variant="danger"
                    disabled={deletingId === product._id}
                    onClick={() => onDelete(product)}
                  >
                    {labels.delete}
                    <span className="sr-only"> {product.title}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
