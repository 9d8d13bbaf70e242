import { discountTypes } from '@shop/shared/money';
import { type ProductData, productMessages } from '@shop/shared/product';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { Spinner } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title.ts';
import { productFormMessages as labels } from '../messages.ts';
import {
  DEFAULT_DISCOUNT,
  fieldForPath,
  type ProductFormValues,
  productFormResolver,
} from './product-form-values.ts';

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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ProductFormValues, unknown, ProductData>({
    resolver: productFormResolver,
    defaultValues: initialValues,
  });
  const slug = useSlugFromTitle(slugFollowsTitle, (value) =>
    setValue('slug', value, { shouldValidate: isSubmitted }),
  );
  const hasDiscount = watch('hasDiscount');

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      await onSubmit(data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('slug', { message: productMessages.slugTaken }, { shouldFocus: true });
        return;
      }
      setFailure(failureMessage);
      showFieldDetails(error, setError);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8"
    >
      {failure && <Alert>{failure}</Alert>}
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={labels.title}
          error={errors.title?.message}
          {...register('title', { onChange: slug.onTitleChange })}
        />
        <TextField
          label={labels.slug}
          hint={slugFollowsTitle ? labels.slugHint : undefined}
          error={errors.slug?.message}
          {...register('slug', { onChange: slug.onSlugChange })}
        />
      </div>
      <TextAreaField
        label={labels.description}
        hint={labels.descriptionHint}
        rows={8}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={labels.image}
        type="url"
        inputMode="url"
        error={errors.image?.message}
        {...register('image')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={labels.price}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.1"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label={labels.stock}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          error={errors.stock?.message}
          {...register('stock')}
        />
        <TextField label={labels.shelfLife} error={errors.shelfLife?.message} {...register('shelfLife')} />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <TextAreaField
          label={labels.contents}
          rows={4}
          error={errors.contents?.message}
          {...register('contents')}
        />
        <TextAreaField
          label={labels.category}
          rows={4}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextAreaField label={labels.brand} rows={4} error={errors.brand?.message} {...register('brand')} />
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
            <SelectField
              label={labels.discountType}
              error={errors.discountType?.message}
              defaultValue={getValues('discountType')}
              {...register('discountType')}
            >
              {discountTypes.map((type) => (
                <option key={type} value={type}>
                  {labels.discountTypes[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={labels.discountValue}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              error={errors.discountValue?.message}
              {...register('discountValue')}
            />
          </div>
        )}
      </div>
      <CheckboxField label={labels.isPublished} {...register('isPublished')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? labels.saving : labels.save}
        </Button>
        <Link to={paths.admin.products()} className={buttonClass('secondary', '', 'lg')}>
          {labels.cancel}
        </Link>
      </div>
    </form>
  );
}
