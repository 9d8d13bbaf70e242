import { type Coupon, type CouponInput, couponMessages } from '@shop/shared/coupon';
import { useId } from 'react';
import { FilterForm, pageSizeField } from '../../../components/list/filter-form.tsx';
import { PagedResults } from '../../../components/list/paged-results.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { useInlineEditor } from '../../../components/list/use-inline-editor.ts';
import { FeedbackAlert } from '../../../components/ui/alert.tsx';
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
  const editor = useInlineEditor<Coupon, CouponInput>({
    create,
    update,
    removal,
    created: couponMessages.created,
    saved: couponMessages.saved,
  });
  const { editing } = editor;
  const formHeadingId = useId();

  return (
    <section className="space-y-6">
      <PageHeading>{adminNavLabels.coupons}</PageHeading>
      <div aria-live="polite">
        <FeedbackAlert feedback={editor.feedback} />
      </div>
      <section aria-labelledby={formHeadingId} className="space-y-3">
        <h2 id={formHeadingId} className="text-xl">
          {editing ? m.editCoupon(editing) : m.newCoupon}
        </h2>
        <CouponForm
          key={editor.formKey}
          initialValues={editing ? couponToFormValues(editing) : emptyCouponFormValues}
          submitLabel={editing ? couponFormMessages.save : couponFormMessages.create}
          {...(editing ? { onCancel: editor.stopEditing } : {})}
          onSubmit={editor.submit}
        />
      </section>
      <Panel title={m.coupons}>
        <FilterForm
          label={m.filtersTitle}
          fields={filterFields}
          list={list}
          onChange={editor.clearFeedback}
        />
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
              onEdit={editor.startEditing}
              onDelete={editor.remove}
            />
          )}
        </PagedResults>
      </Panel>
    </section>
  );
}
