/**
 * The token of a link the shop mailed, from the address's fragment (`#token`): the fragment never
 * leaves the browser, so the token reaches no server log and no Referer (decision 060).
 */
export function linkToken(hash: string): string {
  return hash.replace(/^#/, '').trim();
}
