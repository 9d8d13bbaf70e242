import { type ReactNode, useId } from 'react';

/** A white card that is a region named by its heading; `actions` sit beside the heading. */
export function Panel({
  title,
  actions,
  className = '',
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={`text-xl ${actions ? '' : 'mb-4'}`}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-stone-200 bg-white p-5 ${className}`}
    >
      {actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
