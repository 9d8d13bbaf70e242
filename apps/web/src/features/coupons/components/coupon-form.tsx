import { type CouponData, couponKindLabels, couponKinds, couponMessages } from '@shop/shared/coupon';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { EditorForm } from '../../../components/ui/editor-form.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { couponFormMessages as labels } from '../messages.ts';
import { type CouponFormValues, couponFormResolver, fieldForPath } from './coupon-form-values.ts';

interface CouponFormProps {
  initialValues: CouponFormValues;
  submitLabel: string;
  onSubmit(data: CouponData): Promise<unknown>;
  /** Editing: leave the code as it was. */
  onCancel?: () => void;
}

/**
 * Puts the server's refusal where it belongs: the messages of a 400 under their fields, a code
 * that exists already (409) under the code.
 */
function showOnFields(error: unknown, setError: UseFormSetError<CouponFormValues>): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409) {
    setError('code', { message: error.message });
    return true;
  }
  let shown = false;
  for (const [path, messages] of Object.entries(error.details ?? {})) {
    const field = fieldForPath(path.split('.'));
    if (field && messages[0]) {
      setError(field, { message: messages[0] });
      shown = true;
    }
  }
  return shown;
}

const kindOptions = couponKinds.map((kind) => ({ value: kind, label: couponKindLabels[kind] }));

/** A coupon's form, new or existing, validated with the shared couponInputSchema. */
export function CouponForm({ initialValues, submitLabel, onSubmit, onCancel }: CouponFormProps) {
  const { failure, attempt } = useFormFailure();
  const form = useForm<CouponFormValues, unknown, CouponData>({
    resolver: couponFormResolver,
    defaultValues: initialValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form;
  const field = fieldProps(form, labels);
  const kind = watch('kind');

  const submit = handleSubmit((data) =>
    attempt(
      () => onSubmit(data),
      (error) => (showOnFields(error, setError) ? null : couponMessages.saveFailed),
    ),
  );

  return (
    <EditorForm onSubmit={submit} failure={failure}>
      <div className="grid gap-5 md:grid-cols-3">
        <TextField
          {...field('code')}
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
          hint={labels.codeHint}
          className="md:col-span-1"
        />
        <SelectField {...field('kind')} options={kindOptions} />
        {kind === 'percentage' && (
          <TextField {...field('percentOff')} type="number" inputMode="numeric" step="1" min="1" max="100" />
        )}
        {kind === 'fixed' && (
          <TextField {...field('amountOff')} type="number" inputMode="decimal" step="0.01" min="0" />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('validFrom')} type="date" hint={labels.validFromHint} />
        <TextField {...field('validTo')} type="date" hint={labels.validToHint} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          {...field('minimumOrder')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={labels.minimumOrderHint}
        />
        <TextField
          {...field('usageLimit')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint={labels.usageLimitHint}
        />
        <TextField
          {...field('perCustomerLimit')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint={labels.perCustomerLimitHint}
        />
      </div>
      <CheckboxField label={labels.firstOrderOnly} {...register('firstOrderOnly')} />
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
