import {
  type ShippingMethod,
  type ShippingMethodInput,
  shippingCountryLabels,
  shippingMessages,
} from '@shop/shared/shipping';
import { useId } from 'react';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { useInlineEditor } from '../../../components/list/use-inline-editor.ts';
import { FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure, LoadingText } from '../../../components/ui/loading.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { ShippingForm } from '../components/shipping-form.tsx';
import { emptyShippingFormValues, shippingMethodToFormValues } from '../components/shipping-form-values.ts';
import {
  useCreateShippingMethod,
  useDeleteShippingMethod,
  useShippingMethods,
  useUpdateShippingMethod,
} from '../hooks/use-shipping-methods.ts';
import { shippingPageMessages as m, shippingFormMessages } from '../messages.ts';

const amount = (euros: number | null) => (euros === null ? m.none : formatEuro(euros));

/**
 * /admin/shipping: the shipping methods, with a form that adds one or, after 'Bewerken', changes
 * one; delete asks first.
 */
export default function AdminShippingPage() {
  const methods = useShippingMethods();
  const create = useCreateShippingMethod();
  const update = useUpdateShippingMethod();
  const removal = useConfirmedDelete(useDeleteShippingMethod(), {
    confirm: shippingMessages.confirmDelete,
    deleted: shippingMessages.deleted,
    failed: shippingMessages.deleteFailed,
  });
  const editor = useInlineEditor<ShippingMethod, ShippingMethodInput>({
    create,
    update,
    removal,
    created: shippingMessages.created,
    saved: shippingMessages.saved,
  });
  const { editing } = editor;
  const formHeadingId = useId();

  const columns: Column<ShippingMethod>[] = [
    { header: m.columns.name, rowHeader: true, cell: (method) => method.name },
    { header: m.columns.carrier, cardLabel: true, cell: (method) => method.carrier },
    {
      header: m.columns.countries,
      cardLabel: true,
      cell: (method) => method.countries.map((country) => shippingCountryLabels[country]).join(', '),
    },
    { header: m.columns.price, cardLabel: true, align: 'right', cell: (method) => formatEuro(method.price) },
    {
      header: m.columns.freeAbove,
      cardLabel: true,
      align: 'right',
      cell: (method) => amount(method.freeAbove),
    },
    {
      header: m.columns.maxOrder,
      cardLabel: true,
      align: 'right',
      cell: (method) => amount(method.maxOrder),
    },
    { header: m.columns.deliveryEstimate, cardLabel: true, cell: (method) => method.deliveryEstimate },
    {
      header: m.columns.status,
      cardLabel: true,
      cell: (method) => (method.isActive ? m.active : m.inactive),
    },
    {
      header: m.columns.actions,
      hideHeader: true,
      cell: (method) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={m.editLabel(method)}
            onClick={() => editor.startEditing(method)}
          >
            {m.edit}
          </Button>
          <Button
            variant="danger"
            aria-label={m.deleteLabel(method)}
            disabled={removal.deletingId === method._id}
            onClick={() => editor.remove(method)}
          >
            {m.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="space-y-6">
      <PageHeading>{pageTitles.admin.shipping}</PageHeading>
      <div aria-live="polite">
        <FeedbackAlert feedback={editor.feedback} />
      </div>
      <section aria-labelledby={formHeadingId} className="space-y-3">
        <h2 id={formHeadingId} className="text-xl">
          {editing ? m.editMethod(editing) : m.newMethod}
        </h2>
        <ShippingForm
          key={editor.formKey}
          initialValues={editing ? shippingMethodToFormValues(editing) : emptyShippingFormValues}
          submitLabel={editing ? shippingFormMessages.save : shippingFormMessages.create}
          {...(editing ? { onCancel: editor.stopEditing } : {})}
          onSubmit={editor.submit}
        />
      </section>
      <Panel title={m.methods}>
        <div aria-live="polite">
          <FeedbackAlert feedback={removal.feedback} className="mb-4" />
        </div>
        {methods.isPending ? (
          <LoadingText />
        ) : methods.isError ? (
          <LoadFailure
            error={methods.error}
            fallback={shippingMessages.loadFailed}
            onRetry={methods.refetch}
          />
        ) : (
          <DataTable
            columns={columns}
            rows={methods.data}
            rowKey={(method) => method._id}
            empty={shippingMessages.empty}
          />
        )}
      </Panel>
    </section>
  );
}
