import { zodResolver } from '@hookform/resolvers/zod';
import {
  LEGAL_PAGE_BODY_MAX,
  LEGAL_PAGE_TITLE_MAX,
  type LegalPage,
  type LegalPageInput,
  legalPageInputSchema,
  legalPageMessages,
} from '@shop/shared/legal-pages';
import { useEffect } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { EditorForm } from '../../../components/ui/editor-form.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { MarkdownEditorField } from '../../../components/ui/markdown-editor-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { legalPageFormMessages as t } from '../messages.ts';

interface LegalPageFormProps {
  page: LegalPage;
  onSubmit(input: LegalPageInput): Promise<unknown>;
  onCancel(): void;
}

/** Puts the messages of a 400 answer under their fields; false when there were none to show. */
function showFieldDetails(error: unknown, setError: UseFormSetError<LegalPageInput>): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let shown = false;
  for (const field of ['title', 'body'] as const) {
    const message = error.details[field]?.[0];
    if (message) {
      setError(field, { message });
      shown = true;
    }
  }
  return shown;
}

/**
 * A legal page's title and markdown, validated with the shared legalPageInputSchema; the text
 * switches between editing and a preview rendered as the shop renders it (MarkdownEditorField).
 */
export function LegalPageForm({ page, onSubmit, onCancel }: LegalPageFormProps) {
  const { failure, attempt } = useFormFailure();
  const form = useForm<LegalPageInput>({
    resolver: zodResolver(legalPageInputSchema),
    defaultValues: { title: page.title, body: page.body },
  });
  const {
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = form;
  const field = fieldProps(form, t);
  const body = watch('body');
  // The form opens above the list: the cursor goes to it, so the keyboard and the eye follow.
  const { setFocus } = form;
  useEffect(() => setFocus('title'), [setFocus]);

  const submit = handleSubmit((input) =>
    attempt(
      () => onSubmit(input),
      (error) => (showFieldDetails(error, setError) ? null : legalPageMessages.saveFailed),
    ),
  );

  return (
    <EditorForm onSubmit={submit} failure={failure}>
      <TextField {...field('title')} maxLength={LEGAL_PAGE_TITLE_MAX} />
      <MarkdownEditorField
        {...field('body')}
        text={body}
        rows={20}
        maxLength={LEGAL_PAGE_BODY_MAX}
        hint={t.bodyHint}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={isSubmitting} busyLabel={t.saving}>
          {t.save}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </EditorForm>
  );
}
