import { z } from 'zod';

/** What a person is called where others can read it, when nothing better is known. */
export const ANONYMOUS_NAME = 'Anoniem';

const FIRST_NAME_MAX = 40;
const LOCAL_PART_MAX = 6;

let graphemes: Intl.Segmenter | undefined;
/**
 * Characters as a reader sees them, not UTF-16 units: a name is never cut inside an emoji or a
 * letter with its accent. Made when first needed (this module also holds the browser's schema).
 */
function characters(text: string): string[] {
  graphemes ??= new Intl.Segmenter('nl', { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}
/** What comes before any '@', trimmed, runs of white space and control characters as one space. */
const clean = (text: string | null | undefined) =>
  (text ?? '')
    .split('@')[0]!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim();

/**
 * How a person is named to everyone but themselves and the admins (decision 036): the first name
 * and the initial of the last name from the profile ('Anna J.'), else the part of the e-mail
 * address before the '@', shortened to at most half of it and six characters ('anna.j…'), so the
 * address cannot be read back. Never an e-mail address.
 */
export function displayName({
  firstName,
  lastName,
  email,
}: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const first = characters(clean(firstName));
  if (first.length > 0) {
    const initial = characters(clean(lastName))[0]?.toLocaleUpperCase('nl');
    const shown =
      first.length > FIRST_NAME_MAX ? `${first.slice(0, FIRST_NAME_MAX).join('')}…` : first.join('');
    return initial ? `${shown} ${initial}.` : shown;
  }
  const local = characters(clean(email).replace(/ /g, ''));
  if (local.length === 0) return ANONYMOUS_NAME;
  return `${local.slice(0, Math.min(LOCAL_PART_MAX, Math.ceil(local.length / 2))).join('')}…`;
}

/**
 * A person named in an answer: `name` for everyone; `email` only for admins and for the person
 * themselves (decision 036).
 */
export const personSchema = z.object({ _id: z.string(), name: z.string(), email: z.string().optional() });
export type Person = z.infer<typeof personSchema>;
