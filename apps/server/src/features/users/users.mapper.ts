import type { Address, User } from '@shop/shared/user';
import { sportDisciplines, sportLevels } from '@shop/shared/user';
import type { AddressRow } from './profile.repository.ts';
import type { UserRow } from './users.repository.ts';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  options.includes(value as T) ? (value as T) : null;

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    sport: {
      discipline: oneOf(sportDisciplines, row.sportDiscipline),
      level: oneOf(sportLevels, row.sportLevel),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** An address as its owner and the admins see it: without the owner and the creation time. */
export function toAddress({ id, userId: _owner, createdAt: _created, ...fields }: AddressRow): Address {
  return { _id: id, ...fields };
}
