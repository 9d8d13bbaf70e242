import {
  type ShippingMethodData,
  shippingCountries,
  shippingCountryLabels,
  shippingMessages,
} from '@shop/shared/shipping';
import { useId } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { EditorForm } from '../../../components/ui/editor-form.tsx';
import { CheckboxField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { shippingFormMessages as labels } from '../messages.ts';
import { fieldForPath, type ShippingFormValues, shippingFormResolver } from './shipping-form-values.ts';

interface ShippingFormProps {
  initialValues: ShippingFormValues;
  submitLabel: string;
  onSubmit(data: ShippingMethodData): Promise<unknown>;
  /** Editing: leave the method as it was. */
  onCancel?: () => void;
}

/** Puts the messages of a 400 answer (details per field path) under their fields. */
function showFieldDetails(error: unknown, setError: UseFormSetError<ShippingFormValues>): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let shown = false;
  for (const [path, messages] of Object.entries(error.details)) {
    const field = fieldForPath(path.split('.'));
    if (field && messages[0]) {
      setError(field, { message: messages[0] });
      shown = true;
    }
  }
  return shown;
}

/** A shipping method's form, new or existing, validated with the shared shippingMethodInputSchema. */
export function ShippingForm({ initialValues, submitLabel, onSubmit, onCancel }: ShippingFormProps) {
  const { failure, attempt } = useFormFailure();
  const form = useForm<ShippingFormValues, unknown, ShippingMethodData>({
    resolver: shippingFormResolver,
    defaultValues: initialValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldProps(form, labels);
  const countriesErrorId = useId();
  const countriesError = errors.countries?.message;

  const submit = handleSubmit((data) =>
    attempt(
      () => onSubmit(data),
      (error) => (showFieldDetails(error, setError) ? null : shippingMessages.saveFailed),
    ),
  );

  return (
    <EditorForm onSubmit={submit} failure={failure}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...field('name')} maxLength={100} />
        <TextField {...field('carrier')} maxLength={100} />
      </div>
      <fieldset
        className="space-y-2"
        aria-invalid={countriesError ? true : undefined}
        aria-describedby={countriesError ? countriesErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-semibold">{labels.countries}</legend>
        {shippingCountries.map((country) => (
          <CheckboxField
            key={country}
            label={shippingCountryLabels[country]}
            {...register(`countries.${country}`)}
          />
        ))}
        {countriesError && (
          <p id={countriesErrorId} className="text-sm font-medium text-red-700">
            {countriesError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField {...field('price')} type="number" inputMode="decimal" step="0.01" min="0" />
        <TextField
          {...field('freeAbove')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={labels.freeAboveHint}
        />
        <TextField
          {...field('maxOrder')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={labels.maxOrderHint}
        />
      </div>
      <TextField {...field('deliveryEstimate')} maxLength={100} hint={labels.deliveryEstimateHint} />
      <CheckboxField label={labels.isActive} {...register('isActive')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={isSubmitting} busyLabel={labels.saving}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {labels.cancel}
          </Button>
        )}
      </div>
    </EditorForm>
  );
}
