import {
  type Address,
  type AddressInput,
  type Profile,
  type ProfileUpdate,
  profileMessages,
  userMessages,
} from '@shop/shared/user';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-errors.ts';
import * as repository from './profile.repository.ts';
import { toAddress, toUser } from './users.mapper.ts';
import { findUser } from './users.repository.ts';

type AddressValues = Required<AddressInput>;

/** A user's own profile and addresses: every call names the owner, nobody reaches another's. */
export function createProfileService(db: Database) {
  async function addresses(userId: string): Promise<Address[]> {
    return (await repository.addressesOf(db, userId)).map(toAddress);
  }

  return {
    async get(userId: string): Promise<Profile> {
      const user = await findUser(db, userId);
      if (!user) throw notFound(userMessages.notFound);
      const { _id, firstName, lastName, email, phone, role, sport } = toUser(user);
      return { _id, firstName, lastName, email, phone, role, sport, addresses: await addresses(userId) };
    },

    /** Names and phone as given; each sport select saves on its own. */
    async update(userId: string, { sport, ...names }: ProfileUpdate): Promise<void> {
      await repository.updateUser(db, userId, {
        ...names,
        ...(sport?.discipline !== undefined ? { sportDiscipline: sport.discipline } : {}),
        ...(sport?.level !== undefined ? { sportLevel: sport.level } : {}),
      });
    },

    /** Each address change answers the owner's full list. */
    async addAddress(userId: string, values: AddressValues): Promise<Address[]> {
      await repository.insertAddress(db, userId, values);
      return addresses(userId);
    },

    async updateAddress(userId: string, id: string, values: AddressValues): Promise<Address[]> {
      if (!(await repository.updateAddress(db, userId, id, values)))
        throw notFound(profileMessages.addressNotFound);
      return addresses(userId);
    },

    async removeAddress(userId: string, id: string): Promise<Address[]> {
      if (!(await repository.deleteAddress(db, userId, id))) throw notFound(profileMessages.addressNotFound);
      return addresses(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
