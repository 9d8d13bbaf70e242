import { type Address, addressLines, profileMessages } from '@shop/shared/user';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { type Feedback, FeedbackAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useAddAddress, useDeleteAddress, useUpdateAddress } from '../hooks/use-profile.ts';
import { addressMessages as t } from '../messages.ts';
import { AddressForm, type AddressValues, emptyAddress } from './address-form.tsx';

const describe = (address: Address) => addressLines(address).join(', ');

/** What a mutation reports to the section: its success or failure text, after `then` on success. */
function reportTo(
  onFeedback: (feedback: Feedback) => void,
  success: string,
  failure: string,
  then?: () => void,
) {
  return {
    onSuccess: () => {
      then?.();
      onFeedback({ tone: 'success', text: success });
    },
    onError: () => onFeedback({ tone: 'error', text: failure }),
  };
}

function AddressItem({
  address,
  onFeedback,
}: {
  address: Address;
  onFeedback: (feedback: Feedback) => void;
}) {
  const [editing, setEditing] = useState(false);
  const updateAddress = useUpdateAddress();
  const deleteAddress = useDeleteAddress();
  const description = describe(address);
  const { _id: id, ...values } = address;

  const save = (next: AddressValues) =>
    updateAddress.mutate(
      { id, address: next },
      reportTo(onFeedback, t.saved, t.saveFailed, () => setEditing(false)),
    );

  const remove = () => {
    if (!window.confirm(t.deleteConfirm)) return;
    deleteAddress.mutate(id, reportTo(onFeedback, t.deleted, t.deleteFailed));
  };

  return (
    <li className="rounded-lg border border-stone-200 p-4">
      {editing ? (
        <AddressForm
          initial={values}
          submitLabel={t.save}
          busy={updateAddress.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{description || '—'}</p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-label={t.editLabel(description)}
              onClick={() => setEditing(true)}
            >
              <Pencil size={16} aria-hidden />
              {t.edit}
            </Button>
            <Button
              variant="ghost"
              aria-label={t.removeLabel(description)}
              disabled={deleteAddress.isPending}
              onClick={remove}
            >
              <Trash2 size={16} aria-hidden />
              {t.remove}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The saved addresses: each editable in place or deletable after confirmation, plus a form to add one. */
export function AddressSection({ addresses }: { addresses: readonly Address[] }) {
  const [adding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const addAddress = useAddAddress();

  const add = (values: AddressValues) =>
    addAddress.mutate(
      values,
      reportTo(setFeedback, t.saved, t.saveFailed, () => setAdding(false)),
    );

  return (
    <Panel
      title={t.heading}
      actions={
        !adding && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden />
            {t.add}
          </Button>
        )
      }
    >
      <div aria-live="polite" className="mb-3 empty:mb-0">
        <FeedbackAlert feedback={feedback} />
      </div>
      {addresses.length === 0 ? (
        <p className="text-stone-700">{profileMessages.noAddresses}</p>
      ) : (
        <ul className="space-y-3">
          {addresses.map((address) => (
            <AddressItem key={address._id} address={address} onFeedback={setFeedback} />
          ))}
        </ul>
      )}
      {adding && (
        <div className="mt-5 border-t border-stone-200 pt-5">
          <h3 className="mb-3 text-lg">{t.newAddress}</h3>
          <AddressForm
            initial={emptyAddress}
            submitLabel={t.saveNew}
            busy={addAddress.isPending}
            onSubmit={add}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
    </Panel>
  );
}
