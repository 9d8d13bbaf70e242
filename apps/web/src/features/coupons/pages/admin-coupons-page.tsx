import { type Coupon, couponMessages } from '@shop/shared/coupon';
import { useId, useState } from 'react';
import { FilterForm, pageSizeField } from '../../../components/list/filter-form.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { adminNavLabels } from '../../../lib/admin-nav-labels.ts';
import { useListParams } from '../../../lib/list/use-list-params.ts';
import { CouponForm } from '../components/coupon-form.tsx';
import { couponToFormValues, emptyCouponFormValues } from '../components/coupon-form-values.ts';
import { CouponTable } from '../components/coupon-table.tsx';
import { couponListSchema } from '../coupon-list-params.ts';
import { useCoupons, useCreateCoupon, useDeleteCoupon, useUpdateCoupon } from '../hooks/use-coupons.ts';
import { couponFormMessages, couponPageMessages as m } from '../messages.ts';

const filterFields = [{ name: 'code', label: m.codeFilter, type: 'text' }, pageSizeField] as const;

/**
 * /admin/coupons: a form that adds a code or, after 'Bewerken', changes one, and the codes a page
 * at a time, filtered on a part of the code; delete asks first.
 */
export default function AdminCouponsPage() {
  const list = useListParams(couponListSchema);
  const coupons = useCoupons(list.values);
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const removal = useConfirmedDelete(useDeleteCoupon(), {
    confirm: couponMessages.confirmDelete,
    deleted: couponMessages.deleted,
    failed: couponMessages.deleteFailed,
  });
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [saved, setSaved] = useState<Feedback | null>(null);
  // A new key after every save gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const formHeadingId = useId();

  const clearFeedback = () => {
    setSaved(null);
    removal.clearFeedback();
  };
  const startEditing = (coupon: Coupon) => {
    clearFeedback();
    setEditing(coupon);
    setFormKey((key) => key + 1);
  };
  const stopEditing = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  return (
    <section className="space-y-6">
      <PageHeading>{adminNavLabels.coupons}</PageHeading>
      <div aria-live="polite">
        <FeedbackAlert feedback={saved} />
      </div>
      <section aria-labelledby={formHeadingId} className="space-y-3">
        <h2 id={formHeadingId} className="text-xl">
          {editing ? m.editCoupon(editing) : m.newCoupon}
        </h2>
        <CouponForm
          key={formKey}
          initialValues={editing ? couponToFormValues(editing) : emptyCouponFormValues}
          submitLabel={editing ? couponFormMessages.save : couponFormMessages.create}
          {...(editing ? { onCancel: stopEditing } : {})}
          onSubmit={async (data) => {
            clearFeedback();
            if (editing) await update.mutateAsync({ id: editing._id, input: data });
            else await create.mutateAsync(data);
            setSaved({ tone: 'success', text: editing ? couponMessages.saved : couponMessages.created });
            stopEditing();
          }}
        />
      </section>
      <Panel title={m.coupons}>
        <FilterForm label={m.filtersTitle} fields={filterFields} list={list} onChange={clearFeedback} />
        <div aria-live="polite">
          <FeedbackAlert feedback={removal.feedback} className="mb-4" />
        </div>
        <PagedResults
          query={coupons}
          loadFailed={couponMessages.loadFailed}
          summary={m.resultCount}
          onPageChange={list.goToPage}
        >
          {(data) => (
            <CouponTable
              coupons={data}
              deletingId={removal.deletingId}
              onEdit={startEditing}
              onDelete={(coupon) => {
                setSaved(null);
                if (editing?._id === coupon._id) stopEditing();
                removal.remove(coupon._id);
              }}
            />
          )}
        </PagedResults>
      </Panel>
    </section>
  );
}
