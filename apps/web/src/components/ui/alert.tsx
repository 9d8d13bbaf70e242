import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
} as const;

export type AlertTone = keyof typeof tones;

/** A message on the page: errors are announced at once (role="alert"), others politely (role="status"). */
export function Alert({
  tone = 'error',
  className = '',
  children,
}: {
  tone?: AlertTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}

/** The outcome of an action a page reports: saved, deleted, failed. */
export type Feedback = { tone: 'success' | 'error'; text: string };

/** Shows the outcome of the last action, or nothing. */
export function FeedbackAlert({
  feedback,
  className,
}: {
  feedback: Feedback | null | undefined;
  className?: string;
}) {
  if (!feedback) return null;
  return (
    <Alert tone={feedback.tone} {...(className ? { className } : {})}>
      {feedback.text}
    </Alert>
  );
}
