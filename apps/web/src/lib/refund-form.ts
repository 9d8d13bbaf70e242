import type { ZodError } from 'zod';

/**
 * The admin's refund form and the buyer's withdrawal form (decision 057) read alike: the lines are
 * the quantity fields filled in with a number other than 0, and a refusal of the shared schema
 * shows under the reason or above the lines.
 */
export function typedLines(cart: readonly { lineId: string }[], quantities: Record<string, string>) {
  return cart.flatMap((line) => {
    const typed = quantities[line.lineId];
    const quantity = Number(typed ?? '');
    return typed && quantity !== 0 ? [{ lineId: line.lineId, quantity }] : [];
  });
}

export function reasonAndLinesErrors(error: ZodError): { reason?: string; form?: string } {
  const issue = (field: string) => error.issues.find((candidate) => candidate.path[0] === field)?.message;
  const reason = issue('reason');
  const form = issue('lines');
  return { ...(reason ? { reason } : {}), ...(form ? { form } : {}) };
}
