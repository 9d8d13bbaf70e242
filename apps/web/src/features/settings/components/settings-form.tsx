import { zodResolver } from '@hookform/resolvers/zod';
import { type ShopSettings, shopSettingsMessages, shopSettingsSchema } from '@shop/shared/shop-settings';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { EditorForm } from '../../../components/ui/editor-form.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { settingsFormMessages as t } from '../messages.ts';
import { SwitchField } from './switch-field.tsx';

interface SettingsFormProps {
  settings: ShopSettings;
  /** Resolves to the settings as the server kept them (tidied), which the form then shows. */
  onSubmit(settings: ShopSettings): Promise<ShopSettings>;
}

const fields = Object.keys(shopSettingsSchema.shape) as (keyof ShopSettings)[];

/** Puts the messages of a 400 answer under their fields; false when there were none to show. */
function showFieldDetails(error: unknown, setError: UseFormSetError<ShopSettings>): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.details[field]?.[0];
    if (message) {
      setError(field, { message });
      shown = true;
    }
  }
  return shown;
}

/** The shop's details and the one-stop-shop switch, validated with the shared shopSettingsSchema. */
export function SettingsForm({ settings, onSubmit }: SettingsFormProps) {
  const { failure, attempt } = useFormFailure();
  const form = useForm<ShopSettings>({ resolver: zodResolver(shopSettingsSchema), defaultValues: settings });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;
  const field = fieldProps(form, t);

  const submit = handleSubmit((values) =>
    attempt(
      async () => reset(await onSubmit(values)),
      (error) => (showFieldDetails(error, setError) ? null : shopSettingsMessages.saveFailed),
    ),
  );

  return (
    <EditorForm onSubmit={submit} failure={failure}>
      <fieldset className="space-y-5">
        <legend className="text-xl">{t.seller}</legend>
        <p className="text-sm text-stone-600">{t.sellerIntro}</p>
        <TextField {...field('sellerName')} autoComplete="organization" maxLength={200} />
        <TextField {...field('sellerStreet')} autoComplete="address-line1" maxLength={200} />
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <TextField {...field('sellerZip')} autoComplete="postal-code" maxLength={200} />
          <TextField {...field('sellerCity')} autoComplete="address-level2" maxLength={200} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field('kvkNumber')} inputMode="numeric" maxLength={20} hint={t.kvkNumberHint} />
          <TextField {...field('vatNumber')} maxLength={30} hint={t.vatNumberHint} />
        </div>
        <TextField {...field('email')} type="email" autoComplete="email" maxLength={254} />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-xl">{t.vat}</legend>
        <SwitchField label={t.oneStopShop} hint={t.oneStopShopHint} {...register('oneStopShop')} />
      </fieldset>
      <SubmitButton busy={isSubmitting} busyLabel={t.saving}>
        {t.save}
      </SubmitButton>
    </EditorForm>
  );
}
