import { useState } from 'react';
import { Button } from './button.tsx';
import { TextAreaField } from './form-fields.tsx';
import { Markdown } from './markdown.tsx';

/** The admin's Markdown editors (a blog post, a legal page): the text or how the shop shows it. */
const t = {
  modes: 'Tekst of voorbeeld',
  edit: 'Bewerken',
  preview: 'Voorbeeld',
  emptyPreview: 'Nog geen tekst.',
} as const;

type MarkdownEditorFieldProps = Parameters<typeof TextAreaField>[0] & {
  /** The text as it stands, for the preview. */
  text: string | undefined;
};

/**
 * A Markdown text an admin writes (a blog post, a legal page): switches between the text area and
 * a preview rendered as the shop renders it. The text area stays in the form while previewing, so
 * its value and its validation message are kept; the message shows under the preview then.
 */
export function MarkdownEditorField({ text, error, ...textArea }: MarkdownEditorFieldProps) {
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="space-y-2">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t.modes}</legend>
        <Button
          variant={previewing ? 'secondary' : 'primary'}
          aria-pressed={!previewing}
          onClick={() => setPreviewing(false)}
        >
          {t.edit}
        </Button>
        <Button
          variant={previewing ? 'primary' : 'secondary'}
          aria-pressed={previewing}
          onClick={() => setPreviewing(true)}
        >
          {t.preview}
        </Button>
      </fieldset>
      <TextAreaField {...textArea} error={error} className={previewing ? 'hidden' : ''} />
      {previewing && (
        <section aria-label={t.preview} className="rounded-lg border border-stone-300 p-4">
          {text?.trim() ? <Markdown>{text}</Markdown> : <p className="text-stone-600">{t.emptyPreview}</p>}
          {error && <p className="mt-2 text-sm font-medium text-red-700">{error}</p>}
        </section>
      )}
    </div>
  );
}
