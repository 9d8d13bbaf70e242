/** The driver error a Drizzle error wraps (or the error itself), when it carries a SQLSTATE code. */
function sqlStateOf(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * SQLSTATEs of a value the database refused (out of range, malformed, too long, a NUL byte): the
 * input's fault, never the server's. Validation should stop such values first; this is the net.
 */
const refusedValueStates = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

export const isRefusedValue = (error: unknown) => refusedValueStates.has(sqlStateOf(error) ?? '');

/**
 * A deadlock (40P01) or serialization failure (40001): PostgreSQL broke the transaction off so that
 * another could go on. Nothing of it was kept; run as a whole again, it usually succeeds.
 */
export const isTransactionConflict = (error: unknown) => ['40P01', '40001'].includes(sqlStateOf(error) ?? '');

/** A row referred to a row that is not there (e.g. an account deleted while its request ran). */
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === '23503';

/** True when the error (or its cause, as Drizzle wraps driver errors) violates the named unique constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505')
      return constraint === undefined || name === constraint || String(current).includes(constraint);
  }
  return false;
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** SQLSTATEs and socket errors of a database that is down, restarting, full or not answering. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i;

/** Whether the error means the database cannot be reached now (answer 503), not that a request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  }
  return false;
}
