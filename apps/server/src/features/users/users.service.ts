import { type User, userMessages } from '@shop/shared/user';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toUser } from './users.mapper.ts';
import { findUser } from './users.repository.ts';

/** The accounts of the shop, as admins see them. */
export function createUsersService(db: Database) {
  return {
    async byId(id: string): Promise<User> {
      const user = await findUser(db, id);
      if (!user) throw notFound(userMessages.notFound);
      return toUser(user);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
