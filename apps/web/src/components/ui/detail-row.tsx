import type { ReactNode } from 'react';

/** One term and its value in a <dl>, side by side on wider screens. */
export function DetailRow({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4 ${className}`}>
      <dt className="font-semibold text-stone-700">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}
