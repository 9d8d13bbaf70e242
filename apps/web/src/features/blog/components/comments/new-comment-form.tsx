import { COMMENT_MIN_LENGTH, commentMessages } from '@shop/shared/comment-constants';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../../components/ui/button.tsx';
import { TextAreaField } from '../../../../components/ui/form-fields.tsx';
import { failureText } from '../../../../lib/api-client.ts';
import { useAuth } from '../../../../lib/auth.tsx';
import { paths } from '../../../../lib/paths.ts';
import { commentPageMessages as t } from '../../comment-messages.ts';
import { blogPageMessages } from '../../messages.ts';

/**
 * The new-comment form under the article (logged-in users). Under 3 trimmed characters it says
 * 'Comment is te kort.' (spec 5); guests get the login-required message and a login link.
 */
export function NewCommentForm({ onSubmit }: { onSubmit(text: string): Promise<void> }) {
  const { isLoggedIn } = useAuth();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errorId = `${useId()}-error`;

  if (!isLoggedIn) {
    return (
      <p className="rounded-xl bg-stone-100 p-4 text-stone-800">
        {commentMessages.loginToComment}{' '}
        <Link to={paths.login()} className="font-semibold text-accent-700 underline">
          {blogPageMessages.loginLink}
        </Link>{' '}
        {blogPageMessages.loginToJoin}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < COMMENT_MIN_LENGTH) {
      setError(commentMessages.tooShort);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (failure) {
      setError(failureText(failure, t.postFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        label={t.newComment}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={4}
        maxLength={5000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Alert>
          <span id={errorId}>{error}</span>
        </Alert>
      )}
      <SubmitButton busy={sending} busyLabel={t.sending}>
        {t.submit}
      </SubmitButton>
    </form>
  );
}
