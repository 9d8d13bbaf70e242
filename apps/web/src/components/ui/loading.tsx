import { commonMessages } from '../../lib/messages.ts';

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
