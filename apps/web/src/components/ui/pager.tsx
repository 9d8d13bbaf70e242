import { commonMessages } from '../../lib/messages.ts';
import { Button } from './button.tsx';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Extra text after 'Pagina X van Y', e.g. '120 resultaten'. */
  summary?: string;
  className?: string;
}

/** Vorige / 'Pagina X van Y' / Volgende; Vorige is disabled on page 1, Volgende on the last page. */
export function Pager({ page, totalPages, onPageChange, summary, className = '' }: PagerProps) {
  const last = Math.max(1, totalPages);
  return (
    <nav
      aria-label={commonMessages.pagination}
      className={`mt-8 flex flex-wrap items-center justify-center gap-3 ${className}`}
    >
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {commonMessages.previous}
      </Button>
      <span className="text-sm text-stone-700" aria-live="polite">
        {commonMessages.pageXofY(page, last)}
        {summary ? ` — ${summary}` : ''}
      </span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPageChange(page + 1)}>
        {commonMessages.next}
      </Button>
    </nav>
  );
}
