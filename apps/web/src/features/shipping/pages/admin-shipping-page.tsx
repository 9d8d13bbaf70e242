import { type ShippingMethod, shippingCountryLabels, shippingMessages } from '@shop/shared/shipping';
import { useId, useState } from 'react';
import { type Column, DataTable } from '../../../components/list/data-table.tsx';
import { useConfirmedDelete } from '../../../components/list/use-confirmed-delete.ts';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
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
  const [editing, setEditing] = useState<ShippingMethod | null>(null);
  const [saved, setSaved] = useState<Feedback | null>(null);
  // A new key after every save gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const formHeadingId = useId();

  const startEditing = (method: ShippingMethod) => {
    setSaved(null);
    removal.clearFeedback();
    setEditing(method);
    setFormKey((key) => key + 1);
  };
  const stopEditing = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

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
          <Button variant="secondary" aria-label={m.editLabel(method)} onClick={() => startEditing(method)}>
            {m.edit}
          </Button>
          <Button
            variant="danger"
            aria-label={m.deleteLabel(method)}
            disabled={removal.deletingId === method._id}
            onClick={() => {
              setSaved(null);
              if (editing?._id === method._id) stopEditing();
              removal.remove(method._id);
            }}
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
        <FeedbackAlert feedback={saved} />
      </div>
      <section aria-labelledby={formHeadingId} className="space-y-3">
        <h2 id={formHeadingId} className="text-xl">
          {editing ? m.editMethod(editing) : m.newMethod}
        </h2>
        <ShippingForm
          key={formKey}
          initialValues={editing ? shippingMethodToFormValues(editing) : emptyShippingFormValues}
          submitLabel={editing ? shippingFormMessages.save : shippingFormMessages.create}
          {...(editing ? { onCancel: stopEditing } : {})}
          onSubmit={async (data) => {
            setSaved(null);
            removal.clearFeedback();
            if (editing) await update.mutateAsync({ id: editing._id, input: data });
            else await create.mutateAsync(data);
            setSaved({ tone: 'success', text: editing ? shippingMessages.saved : shippingMessages.created });
            stopEditing();
          }}
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
