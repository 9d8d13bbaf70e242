import {
  type ContactPriority,
  type ContactStatus,
  contactPriorityLabels,
  contactStatusLabels,
} from '@shop/shared/contact';

const statusTones: Record<ContactStatus, string> = {
  nieuw: 'bg-sky-100 text-sky-900',
  in_behandeling: 'bg-amber-100 text-amber-900',
  beantwoord: 'bg-emerald-100 text-emerald-900',
  gesloten: 'bg-stone-200 text-stone-800',
};

const priorityTones: Record<ContactPriority, string> = {
  laag: 'bg-stone-100 text-stone-800',
  normaal: 'bg-stone-100 text-stone-900',
  hoog: 'bg-orange-100 text-orange-900',
  kritiek: 'bg-red-100 text-red-900',
};

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';

/** A status as a coloured label; an unknown one reads as new (spec 4). */
export function StatusBadge({ status }: { status: ContactStatus }) {
  const known = status in statusTones ? status : 'nieuw';
  return <span className={`${badge} ${statusTones[known]}`}>{contactStatusLabels[known]}</span>;
}

export function PriorityBadge({ priority }: { priority: ContactPriority }) {
  return <span className={`${badge} ${priorityTones[priority]}`}>{contactPriorityLabels[priority]}</span>;
}
