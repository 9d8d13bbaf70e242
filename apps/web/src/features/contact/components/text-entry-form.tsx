import { contactMessages } from '@shop/shared/contact';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';

interface TextEntryFormProps {
  label: string;
  submitLabel: string;
  hint?: string | undefined;
  /** What the page says after a success. */
  done: string;
  onSubmit(text: string): Promise<unknown>;
}

/** One text box and its button (a reply, a note): needs non-empty text, disabled while sending. */
export function TextEntryForm({ label, submitLabel, hint, done, onSubmit }: TextEntryFormProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    setOutcome(null);
    try {
      await onSubmit(text.trim());
      setText('');
      setOutcome({ tone: 'success', text: done });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError ? error.message : contactMessages.updateFailed,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form id={formId} onSubmit={submit} className="space-y-3">
      <TextAreaField
        label={label}
        hint={hint}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
      <SubmitButton busy={busy} disabled={text.trim() === ''}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
