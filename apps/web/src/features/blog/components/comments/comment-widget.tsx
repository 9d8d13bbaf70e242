import { COMMENT_WIDGET_MIN_LENGTH } from '@shop/shared/comment';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/loading.tsx';
import { commentPageMessages as t } from '../../messages.ts';

interface CommentWidgetProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  onSubmit(text: string): Promise<void>;
  onCancel(): void;
}

/**
 * The reply and edit box under a comment. Submit stays disabled while sending and until the
 * trimmed text has 2 characters (spec 5).
 */
export function CommentWidget({
  label,
  submitLabel,
  initialText = '',
  onSubmit,
  onCancel,
}: CommentWidgetProps) {
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const id = useId();
  const tooShort = text.trim().length < COMMENT_WIDGET_MIN_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort || sending) return;
    setSending(true);
    try {
      await onSubmit(text.trim());
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={5000}
        // biome-ignore lint/a11y/noAutofocus: the box opens because the user asked for it
        autoFocus
        className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending || tooShort}>
          {sending && <Spinner />}
          {sending ? t.sending : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
