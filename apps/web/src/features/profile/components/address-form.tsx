import type { AddressInput } from '@shop/shared/user';
import { useForm } from 'react-hook-form';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { addressMessages as t } from '../messages.ts';

export type AddressValues = Required<AddressInput>;

export const emptyAddress: AddressValues = {
  firstName: '',
  lastName: '',
  street: '',
  number: '',
  zip: '',
  city: '',
  country: '',
};

const fields: { name: keyof AddressValues; autoComplete: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'street', autoComplete: 'address-line1' },
  { name: 'number', autoComplete: 'address-line2' },
  { name: 'zip', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'country', autoComplete: 'country-name' },
];

interface AddressFormProps {
  initial: AddressValues;
  submitLabel: string;
  busy: boolean;
  onSubmit(values: AddressValues): void;
  onCancel?: () => void;
}

/** The address fields, for a new address and for editing one in place. */
export function AddressForm({ initial, submitLabel, busy, onSubmit, onCancel }: AddressFormProps) {
  const { register, handleSubmit } = useForm<AddressValues>({ defaultValues: initial });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, autoComplete }) => (
          <TextField
            key={name}
            label={t[name]}
            hint={name === 'number' ? t.numberHint : undefined}
            autoComplete={autoComplete}
            {...register(name)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
