import { MAX_CART_QUANTITY } from '@shop/shared/cart-constants';
import { discountTypes } from '@shop/shared/money';
import { nutritionFormNames, nutritionForms, servingUnits } from '@shop/shared/nutrition-constants';
import { type ProductData, productMessages } from '@shop/shared/product';
import { vatClasses } from '@shop/shared/vat';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { LinkButton, SubmitButton } from '../../../components/ui/button.tsx';
import { EditorForm } from '../../../components/ui/editor-form.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title.ts';
import { productFormMessages as labels } from '../admin-messages.ts';
import {
  DEFAULT_DISCOUNT,
  fieldForPath,
  NUTRITION_AMOUNT_FIELDS,
  type ProductFormValues,
  productFormResolver,
} from './product-form-values.ts';
import { ProductPhotosField } from './product-photos-field.tsx';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ProductFormProps {
  initialValues: ProductFormValues;
  /** A new product's slug follows the title until edited by hand; an existing slug stays as it is. */
  slugFollowsTitle: boolean;
  /** The alert for a failed save (spec 8: create and update have their own). */
  failureMessage: string;
  onSubmit(data: ProductData): Promise<unknown>;
}

/** Puts the messages of a 400 answer (details per field path) under their fields. */
function showFieldDetails(error: unknown, setError: UseFormSetError<ProductFormValues>): void {
  if (!(error instanceof ApiError)) return;
  for (const [path, messages] of Object.entries(error.details ?? {})) {
    const field = fieldForPath(path.split('.'));
    if (field && messages[0]) setError(field, { message: messages[0] });
  }
}

/** The new and edit product form (spec 2, 4, 5), validated with the shared productInputSchema. */
export function ProductForm({ initialValues, slugFollowsTitle, failureMessage, onSubmit }: ProductFormProps) {
  const { failure, attempt } = useFormFailure();
  const form = useForm<ProductFormValues, unknown, ProductData>({
    resolver: productFormResolver,
    defaultValues: initialValues,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    watch,
    formState: { isSubmitting, isSubmitted },
  } = form;
  const field = fieldProps(form, labels);
  const slug = useSlugFromTitle(slugFollowsTitle, (value) =>
    setValue('slug', value, { shouldValidate: isSubmitted }),
  );
  const hasDiscount = watch('hasDiscount');
  const [photosBusy, setPhotosBusy] = useState(false);

  const submit = handleSubmit((data) => {
    // Saved now, the photos still on their way would be left out.
    if (photosBusy) {
      setError('photos', { message: labels.photosUploading });
      return;
    }
    return attempt(
      () => onSubmit(data),
      (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setError('slug', { message: productMessages.slugTaken }, { shouldFocus: true });
          return null;
        }
        showFieldDetails(error, setError);
        return failureMessage;
      },
    );
  });

  return (
    <EditorForm onSubmit={submit} failure={failure}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...field('title', { onChange: slug.onTitleChange })} />
        <TextField
          {...field('slug', { onChange: slug.onSlugChange })}
          hint={slugFollowsTitle ? labels.slugHint : undefined}
        />
      </div>
      <TextAreaField {...field('description')} hint={labels.descriptionHint} rows={8} />
      <ProductPhotosField form={form} onBusyChange={setPhotosBusy} />
      <TextField {...field('image')} type="url" inputMode="url" />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <TextField {...field('price')} type="number" inputMode="decimal" step="0.01" min="0.1" />
        <TextField {...field('stock')} type="number" inputMode="numeric" step="1" min="0" />
        <TextField
          {...field('maxPerOrder')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max={MAX_CART_QUANTITY}
          hint={labels.maxPerOrderHint}
        />
        <TextField {...field('shelfLife')} />
      </div>
      <SelectField
        {...field('vatClass')}
        defaultValue={getValues('vatClass')}
        options={vatClasses.map((vatClass) => ({ value: vatClass, label: labels.vatClasses[vatClass] }))}
        className="sm:max-w-sm"
      />
      <div className="grid gap-5 md:grid-cols-3">
        <TextAreaField {...field('contents')} rows={4} />
        <TextAreaField {...field('category')} rows={4} />
        <TextAreaField {...field('brand')} rows={4} />
      </div>
      <div className="space-y-4 rounded-xl border border-stone-200 p-4">
        <CheckboxField
          label={labels.hasDiscount}
          {...register('hasDiscount', {
            onChange: (event: { target: HTMLInputElement }) => {
              if (!event.target.checked) return;
              setValue('discountType', DEFAULT_DISCOUNT.discountType);
              setValue('discountValue', DEFAULT_DISCOUNT.discountValue);
            },
          })}
        />
        {hasDiscount && (
          <div className="grid gap-5 sm:grid-cols-2">
            {/* The form's value as the select's default, so the form never mistakes the first option for a user's choice. */}
            <SelectField {...field('discountType')} defaultValue={getValues('discountType')}>
              {discountTypes.map((type) => (
                <option key={type} value={type}>
                  {labels.discountTypes[type]}
                </option>
              ))}
            </SelectField>
            <TextField {...field('discountValue')} type="number" inputMode="decimal" step="0.01" min="0" />
          </div>
        )}
      </div>
      <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-base font-semibold text-ink">{labels.nutrition}</legend>
        <p className="text-sm text-stone-600">{labels.nutritionHint}</p>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            {...field('nutritionForm')}
            defaultValue={getValues('nutritionForm')}
            options={[
              { value: '', label: labels.noNutritionForm },
              ...nutritionForms.map((form) => ({ value: form, label: capitalize(nutritionFormNames[form]) })),
            ]}
          />
          <TextField {...field('servingSize')} type="number" inputMode="decimal" step="0.1" min="0" />
          <SelectField
            {...field('servingUnit')}
            defaultValue={getValues('servingUnit')}
            options={servingUnits.map((unit) => ({ value: unit, label: labels.servingUnits[unit] }))}
          />
          <TextField {...field('servingsPerPackage')} type="number" inputMode="numeric" step="1" min="1" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {NUTRITION_AMOUNT_FIELDS.map((name) => (
            <TextField
              key={name}
              {...field(name)}
              type="number"
              inputMode={name.endsWith('G') ? 'decimal' : 'numeric'}
              step={name.endsWith('G') ? '0.1' : '1'}
              min="0"
              hint={name === 'fluidMl' ? labels.fluidHint : undefined}
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField label={labels.isPublished} {...register('isPublished')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          size="lg"
          busy={isSubmitting || photosBusy}
          busyLabel={isSubmitting ? labels.saving : labels.waitingForPhotos}
        >
          {labels.save}
        </SubmitButton>
        <LinkButton to={paths.admin.products()} variant="secondary" size="lg">
          {labels.cancel}
        </LinkButton>
      </div>
    </EditorForm>
  );
}
