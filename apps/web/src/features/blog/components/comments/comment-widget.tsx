import { COMMENT_WIDGET_MIN_LENGTH } from '@shop/shared/comment-constants';
import { type FormEvent, useState } from 'react';
import { Button, SubmitButton } from '../../../../components/ui/button.tsx';
import { TextAreaField } from '../../../../components/ui/form-fields.tsx';
import { commentPageMessages as t } from '../../comment-messages.ts';

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
      <TextAreaField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={5000}
        // The box opens because the user asked for it: typing can start at once.
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={sending} busyLabel={t.sending} disabled={tooShort}>
          {submitLabel}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
