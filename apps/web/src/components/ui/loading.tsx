import { loadFailureText } from '../../lib/load-failure.ts';
import { commonMessages } from '../../lib/messages.ts';
import { Button } from './button.tsx';

/** A small spinning ring; decorative, so pair it with text. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none ${className}`}
    />
  );
}

/** The loading state of a page or section, announced politely ('Laden...' unless told otherwise). */
export function LoadingText({ text = commonMessages.loading }: { text?: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-stone-600">
      <Spinner />
      {text}
    </p>
  );
}

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
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
    >
      <p>{loadFailureText(error, fallback)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={() => void onRetry()}>
          {commonMessages.retry}
        </Button>
      )}
    </div>
  );
}
