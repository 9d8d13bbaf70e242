import { useState } from 'react';
import { isLocked, loadFailureText } from '../../lib/load-failure.ts';
import { commonMessages } from '../../lib/messages.ts';
import { Button } from './button.tsx';

/**
 * The one way a screen shows that its data could not be loaded (decision 037): a route lock's
 * reason, the server's words for a wait or an outage, "unreachable" for no answer, otherwise the
 * screen's `fallback`; with 'Opnieuw proberen' when the screen can load again. A screen that failed
 * to load shows this instead of its empty state, and offers nothing to save.
 */
export function LoadFailure({
  error,
  fallback,
  onRetry,
  className = '',
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => unknown;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry?.();
    } finally {
      setBusy(false);
    }
  };
  const tone = isLocked(error)
    ? 'border-amber-300 bg-amber-50 text-amber-900'
    : 'border-red-200 bg-red-50 text-red-800';
  return (
    <div
      role="alert"
      data-testid="load-failure"
      className={`flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between ${tone} ${className}`}
    >
      <p>{loadFailureText(error, fallback)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={() => void retry()} disabled={busy} className="shrink-0">
          {busy ? commonMessages.retrying : commonMessages.retry}
        </Button>
      )}
    </div>
  );
}
