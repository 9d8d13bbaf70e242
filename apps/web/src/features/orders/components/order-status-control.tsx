import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Order,
  type OrderStatus,
  type OrderStatusUpdate,
  orderStatuses,
  orderStatusLabels,
  statusControlAllows,
} from '@shop/shared/order';
import { type ShipmentInput, shipmentInputSchema } from '@shop/shared/shipment';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useChangeOrderStatus } from '../hooks/use-orders.ts';
import { orderPageMessages as m } from '../messages.ts';

/** The statuses the admin may set next; 'Terugbetaald' comes only with a refund (decision 057). */
export function nextOrderStatuses(current: OrderStatus): OrderStatus[] {
  return orderStatuses.filter((status) => statusControlAllows(current, status));
}

const shipmentFields = ['carrier', 'trackingCode'] as const;

/**
 * Offers only the statuses the order may move to next; 'Verzonden' asks for the carrier (the
 * order's shipping method's to start with) and the track-and-trace code, checked with the shared
 * rules (decision 054). The server's refusal is shown as is: a 409's message, a 400's per field.
 */
export function OrderStatusControl({ order }: { order: Order }) {
  const options = nextOrderStatuses(order.status);
  const [chosen, setChosen] = useState<OrderStatus | undefined>(options[0]);
  const [feedback, setFeedback] = useState<Feedback>();
  const changeStatus = useChangeOrderStatus(order._id);
  const selected = chosen && options.includes(chosen) ? chosen : options[0];
  const shipmentForm = useForm<ShipmentInput>({
    resolver: zodResolver(shipmentInputSchema),
    defaultValues: { carrier: order.shipping?.carrier ?? '', trackingCode: '' },
  });
  const field = fieldProps(shipmentForm, { carrier: m.carrier, trackingCode: m.trackingCode });

  function send(update: OrderStatusUpdate) {
    setFeedback(undefined);
    changeStatus.mutate(update, {
      onSuccess: (updated) => {
        setChosen(undefined);
        setFeedback({ tone: 'success', text: m.statusUpdated(orderStatusLabels[updated.status]) });
      },
      onError: (error) => {
        const details = error instanceof ApiError && error.status === 400 ? error.details : undefined;
        const onFields = shipmentFields.filter((name) => details?.[name]?.[0]);
        for (const name of onFields) shipmentForm.setError(name, { message: details?.[name]?.[0] });
        if (onFields.length > 0) return;
        setFeedback({
          tone: 'error',
          text: error instanceof ApiError && error.status === 409 ? error.message : m.statusUpdateFailed,
        });
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (selected === 'shipped') {
      void shipmentForm.handleSubmit((parcel) => send({ status: 'shipped', ...parcel }))(event);
      return;
    }
    event.preventDefault();
    if (selected) send({ status: selected });
  }

  const submitButton = (
    <Button type="submit" disabled={changeStatus.isPending}>
      {changeStatus.isPending ? m.updatingStatus : m.updateStatus}
    </Button>
  );

  return (
    <Panel title={m.changeStatus}>
      {selected ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={m.newStatus}
              className="min-w-48"
              options={options.map((status) => ({ value: status, label: orderStatusLabels[status] }))}
              value={selected}
              onChange={(event) => setChosen(event.target.value as OrderStatus)}
            />
            {selected !== 'shipped' && submitButton}
          </div>
          {selected === 'shipped' && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField {...field('carrier')} maxLength={100} hint={m.carrierHint} />
                <TextField
                  {...field('trackingCode')}
                  maxLength={60}
                  autoCapitalize="characters"
                  spellCheck={false}
                  hint={m.trackingCodeHint}
                />
              </div>
              {submitButton}
            </>
          )}
        </form>
      ) : (
        <p className="text-stone-600">{m.finalStatus}</p>
      )}
      <div aria-live="polite">
        <FeedbackAlert feedback={feedback} className="mt-4" />
      </div>
    </Panel>
  );
}
