/** The states of a support conversation, from first message to closed. */
export const contactStatuses = ['nieuw', 'in_behandeling', 'beantwoord', 'gesloten'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** How urgent a message is; the support desk's SLA follows it. */
export const contactPriorities = ['laag', 'normaal', 'hoog', 'kritiek'] as const;
export type ContactPriority = (typeof contactPriorities)[number];
