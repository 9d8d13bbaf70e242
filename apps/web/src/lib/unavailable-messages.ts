/** The page the server sends while the shop's database cannot be reached (503, with Retry-After). */
export const unavailableMessages = {
  title: 'Even niet bereikbaar',
  body: 'De winkel is even niet bereikbaar. Probeer het over een minuut opnieuw.',
  retry: 'Opnieuw proberen',
  /** What Retry-After says, in seconds: the minute of the message. */
  retryAfterSeconds: 60,
} as const;
