import { type Address, addressLines } from '@shop/shared/user';
import { useId } from 'react';
import { checkoutMessages as t } from '../messages.ts';

export const describeAddress = (address: Address) => addressLines(address).join(', ');

interface SavedAddressPickerProps {
  addresses: readonly Address[];
  /** The chosen address id, or '' when none is chosen (or a field was edited since). */
  selectedId: string;
  onSelect(address: Address | null): void;
}

/** 'Opgeslagen adres': choosing one fills the address form. */
export function SavedAddressPicker({ addresses, selectedId, onSelect }: SavedAddressPickerProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {t.savedAddress}
      </label>
      <select
        id={id}
        value={selectedId}
        onChange={(event) =>
          onSelect(addresses.find((address) => address._id === event.target.value) ?? null)
        }
        className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink"
      >
        <option value="">{t.chooseSaved}</option>
        {addresses.map((address) => (
          <option key={address._id} value={address._id}>
            {describeAddress(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
