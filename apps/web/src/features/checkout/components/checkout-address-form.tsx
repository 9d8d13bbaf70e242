import { zodResolver } from '@hookform/resolvers/zod';
import { type CheckoutAddress, checkoutAddressSchema } from '@shop/shared/order';
import type { Address } from '@shop/shared/user';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { checkoutMessages as t } from '../messages.ts';
import { CheckoutLegalNote } from './checkout-legal-note.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';

type AddressField = Exclude<keyof CheckoutAddress, 'email'>;

/** The form fields in screen order, with their autocomplete tokens. */
const fields: { name: keyof CheckoutAddress; autoComplete: string; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', wide: true },
  { name: 'street', autoComplete: 'address-line1' },
  { name: 'number', autoComplete: 'address-line2' },
  { name: 'zip', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'country', autoComplete: 'country-name', wide: true },
];

const addressFields: readonly AddressField[] = [
  'firstName',
  'lastName',
  'street',
  'number',
  'zip',
  'city',
  'country',
];

const hints: Partial<Record<keyof CheckoutAddress, string>> = { number: t.numberHint, email: t.emailHint };

interface CheckoutAddressFormProps {
  savedAddresses: readonly Address[];
  defaultEmail: string;
  /** Set while the browser is on its way to the payment page, or after a failed attempt. */
  busy: boolean;
  failure: string | null;
  onSubmit(address: CheckoutAddress): Promise<void>;
  /** Told the country as typed or chosen, at once and on every change (shipping depends on it). */
  onCountryChange?(country: string): void;
  /** Shown after the address fields, before the submit button (the shipping choice). */
  children?: ReactNode;
}

/** The delivery address; a saved address fills it, and editing any field forgets that choice. */
export function CheckoutAddressForm({
  savedAddresses,
  defaultEmail,
  busy,
  failure,
  onSubmit,
  onCountryChange,
  children,
}: CheckoutAddressFormProps) {
  const [selectedId, setSelectedId] = useState('');
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutAddress>({
    resolver: zodResolver(checkoutAddressSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: defaultEmail,
      street: '',
      number: '',
      zip: '',
      city: '',
      country: 'Nederland',
    },
  });

  useEffect(() => {
    if (!onCountryChange) return;
    onCountryChange(getValues('country'));
    const subscription = watch((values, { name }) => {
      if (name === 'country') onCountryChange(values.country ?? '');
    });
    return () => subscription.unsubscribe();
  }, [onCountryChange, getValues, watch]);

  const choose = (address: Address | null) => {
    setSelectedId(address?._id ?? '');
    if (!address) return;
    for (const name of addressFields) setValue(name, address[name], { shouldValidate: true });
  };

  const working = busy || isSubmitting;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {savedAddresses.length > 0 && (
        <SavedAddressPicker addresses={savedAddresses} selectedId={selectedId} onSelect={choose} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, autoComplete, wide }) => (
          <TextField
            key={name}
            label={t[name]}
            hint={hints[name]}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={autoComplete}
            error={errors[name]?.message}
            className={wide ? 'sm:col-span-2' : ''}
            {...register(name, { onChange: () => setSelectedId('') })}
          />
        ))}
      </div>
      {children}
      <div aria-live="polite">{failure && <Alert>{failure}</Alert>}</div>
      <SubmitButton size="lg" busy={working} busyLabel={t.busy} className="w-full">
        {t.submit}
      </SubmitButton>
      <CheckoutLegalNote />
      <p className="text-center text-sm text-stone-600">{t.payNote}</p>
    </form>
  );
}
