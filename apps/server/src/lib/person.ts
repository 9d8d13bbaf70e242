import { displayName, type Person } from '@shop/shared/person';
import type { AuthUser } from './access-token.ts';

/** A user as a repository reads them to name them (their profile's names and their address). */
export interface NamedUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A person as `viewer` may see them (decision 036): everyone reads the display name; the e-mail
 * address only goes to admins and to the person themselves.
 */
export function toPerson(user: NamedUser, viewer: Pick<AuthUser, 'id' | 'role'> | null): Person {
  const name = displayName(user);
  return viewer && (viewer.role === 'admin' || viewer.id === user.id)
    ? { _id: user.id, name, email: user.email }
    : { _id: user.id, name };
}
