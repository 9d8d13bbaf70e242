import { type Address, addressLines } from '@shop/shared/user';
import { SelectField } from '../../../components/ui/form-fields.tsx';
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
  return (
    <SelectField
      label={t.savedAddress}
      value={selectedId}
      onChange={(event) => onSelect(addresses.find((address) => address._id === event.target.value) ?? null)}
      options={[
        { value: '', label: t.chooseSaved },
        ...addresses.map((address) => ({ value: address._id, label: describeAddress(address) })),
      ]}
    />
  );
}
