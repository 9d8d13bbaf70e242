import {
  canTransition,
  type Order,
  type OrderStatus,
  orderStatuses,
  orderStatusLabels,
} from '@shop/shared/order';
import { type FormEvent, useState } from 'react';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeOrderStatus } from '../hooks/use-orders.ts';
import { orderPageMessages as m } from '../messages.ts';

export function nextOrderStatuses(current: OrderStatus): OrderStatus[] {
  return orderStatuses.filter((status) => canTransition(current, status));
}

/** Offers only the statuses the order may move to next; the server's refusal (409) is shown as is. */
export function OrderStatusControl({ order }: { order: Order }) {
  const options = nextOrderStatuses(order.status);
  const [chosen, setChosen] = useState<OrderStatus | undefined>(options[0]);
  const [feedback, setFeedback] = useState<Feedback>();
  const changeStatus = useChangeOrderStatus(order._id);
  const selected = chosen && options.includes(chosen) ? chosen : options[0];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) return;
    setFeedback(undefined);
    changeStatus.mutate(selected, {
      onSuccess: (updated) => {
        setChosen(undefined);
        setFeedback({ tone: 'success', text: m.statusUpdated(orderStatusLabels[updated.status]) });
      },
      onError: (error) =>
        setFeedback({
          tone: 'error',
          text: error instanceof ApiError && error.status === 409 ? error.message : m.statusUpdateFailed,
        }),
    });
  }

  return (
    <Panel title={m.changeStatus}>
      {selected ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <SelectField
            label={m.newStatus}
            className="min-w-48"
            options={options.map((status) => ({ value: status, label: orderStatusLabels[status] }))}
            value={selected}
            onChange={(event) => setChosen(event.target.value as OrderStatus)}
          />
          <Button type="submit" disabled={changeStatus.isPending}>
            {changeStatus.isPending ? m.updatingStatus : m.updateStatus}
          </Button>
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
