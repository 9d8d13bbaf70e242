import { type BlogData, type BlogPost, blogMessages, EXCERPT_MAX_LENGTH } from '@shop/shared/blog';
import { blogCategories } from '@shop/shared/blog-categories';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { EditorForm } from '../../../components/ui/editor-form.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { MarkdownEditorField } from '../../../components/ui/markdown-editor-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { useSlugFromTitle } from '../../../lib/use-slug-from-title.ts';
import { blogFormMessages as t } from '../admin-messages.ts';
import { BlogCoverField } from './blog-cover-field.tsx';
import {
  type BlogFormValues,
  blogFieldForPath,
  blogFormResolver,
  blogToFormValues,
} from './blog-form-values.ts';
import { TagsInput } from './tags-input.tsx';

interface BlogFormProps {
  /** The post being edited; a new post starts empty, as a draft. */
  initial?: BlogPost;
  /** The spec's alert when saving fails ('Publicatie mislukt.' or 'Bijwerken mislukt.'). */
  failureMessage: string;
  onSubmit(data: BlogData): Promise<void>;
}

/** Puts the messages of a 400 answer (details per field path) beside their fields: a cover that is gone. */
function showFieldDetails(error: unknown, setError: UseFormSetError<BlogFormValues>): void {
  if (!(error instanceof ApiError)) return;
  for (const [path, messages] of Object.entries(error.details ?? {})) {
    const field = blogFieldForPath(path.split('.'));
    if (field && messages[0]) setError(field, { message: messages[0] });
  }
}

/**
 * New and edit blog form, validated by the shared schema (spec 5). The slug follows the title
 * until it is edited by hand; the content switches between editing and a Markdown preview.
 */
export function BlogForm({ initial, failureMessage, onSubmit }: BlogFormProps) {
  const { failure, attempt } = useFormFailure();
  const form = useForm<BlogFormValues, unknown, BlogData>({
    resolver: blogFormResolver,
    defaultValues: blogToFormValues(initial),
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { isSubmitting, isSubmitted },
  } = form;
  const field = fieldProps(form, t);
  const slug = useSlugFromTitle(initial === undefined, (value) =>
    setValue('slug', value, { shouldValidate: isSubmitted }),
  );

  const tags = watch('tags') ?? [];
  const excerpt = watch('excerpt') ?? '';
  const content = watch('content');
  const isPublished = watch('isPublished') ?? false;
  const [coverBusy, setCoverBusy] = useState(false);

  const submit = handleSubmit((data) => {
    // Saved now, the cover still on its way would be left out.
    if (coverBusy) {
      setError('cover', { message: t.coverUploading });
      return;
    }
    return attempt(
      () => onSubmit(data),
      // A taken slug is worth naming; any other failure gets the spec's plain message.
      (error) => {
        if (error instanceof ApiError && error.status === 409) return `${failureMessage} ${error.message}`;
        showFieldDetails(error, setError);
        return failureMessage;
      },
    );
  });

  return (
    <EditorForm onSubmit={submit} failure={failure}>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField {...field('title', { onChange: slug.onTitleChange })} />
        <TextField
          {...field('slug', { onChange: slug.onSlugChange })}
          hint={initial ? undefined : t.slugHint}
        />
      </div>

      <BlogCoverField form={form} onBusyChange={setCoverBusy} />

      <div className="grid gap-6 md:grid-cols-2">
        <TextField {...field('image')} type="url" inputMode="url" hint={t.imageHint} />
        <SelectField
          {...field('category')}
          // Set by React as well: a select does not always take the form's default from its ref.
          defaultValue={initial?.category ?? ''}
        >
          <option value="">{t.chooseCategory}</option>
          {blogCategories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>

      <TextAreaField
        {...field('excerpt')}
        rows={3}
        hint={t.excerptCount(excerpt.length, EXCERPT_MAX_LENGTH)}
      />

      <MarkdownEditorField {...field('content')} text={content} rows={16} />

      <TagsInput value={tags} onChange={(next) => setValue('tags', next, { shouldDirty: true })} />

      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2 font-semibold">
          <input type="checkbox" className="size-5 accent-accent-600" {...register('isPublished')} />
          {t.publish}
        </label>
        <p className="text-sm text-stone-700">
          {t.status}:{' '}
          <span className={`font-semibold ${isPublished ? 'text-emerald-700' : 'text-stone-700'}`}>
            {isPublished ? blogMessages.published : blogMessages.draft}
          </span>
        </p>
      </div>

      <SubmitButton
        size="lg"
        busy={isSubmitting || coverBusy}
        busyLabel={isSubmitting ? t.saving : t.waitingForCover}
      >
        {t.save}
      </SubmitButton>
    </EditorForm>
  );
}
