import type { Paged } from '@shop/shared/api';
import {
  type AdminUser,
  type User,
  type UserListQuery,
  type UserUpdate,
  userMessages,
} from '@shop/shared/user';
import type { AccountsService } from '../../auth/accounts.ts';
import { createContentCache } from '../../db/content-cache.ts';
import type { ContentVersionsService } from '../../db/content-versions.ts';
import type { Database, Transaction } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { addressesOf } from './profile.repository.ts';
import { toAddress, toUser } from './users.mapper.ts';
import * as repository from './users.repository.ts';

/** Pages of the admin's users list kept in memory, the least recently used going first. */
const KEPT_PAGES = 16;

/** The accounts of the shop, as admins see and change them. The shop always keeps an admin. */
export function createUsersService({
  db,
  accounts,
  versions,
}: {
  db: Database;
  accounts: AccountsService;
  /** The announced changes: the list's pages are kept until the accounts move (decision 094). */
  versions: Pick<ContentVersionsService, 'now' | 'unchangedSince'>;
}) {
  const keptPages = createContentCache<Paged<User>>({
    versions,
    topics: ['accounts'],
    maxEntries: KEPT_PAGES,
  });

  async function byId(id: string): Promise<User> {
    const user = await repository.findUser(db, id);
    if (!user) throw notFound(userMessages.notFound);
    return toUser(user);
  }

  /**
   * In the caller's transaction: refuses (409) to remove or demote an account with `role` when it
   * is the last admin. The admins stay locked until the transaction ends, so two such changes at
   * once cannot both pass.
   */
  async function keepAnAdmin(tx: Transaction, role: User['role']): Promise<void> {
    if (role === 'admin' && (await repository.lockAdmins(tx)).length <= 1) {
      throw conflict(userMessages.lastAdmin);
    }
  }

  return {
    byId,
    keepAnAdmin,

    /** A page of the accounts the filters select: from memory until an account or address changes. */
    list(query: UserListQuery): Promise<Paged<User>> {
      return keptPages.read(JSON.stringify(query), async () => {
        const { page, limit, ...filters } = query;
        const rows = await repository.pageOfUsers(db, filters, { page, limit });
        return { ...rows, data: rows.data.map(toUser) };
      });
    },

    async detail(id: string): Promise<AdminUser> {
      const user = await byId(id);
      return { ...user, addresses: (await addressesOf(db, id)).map(toAddress) };
    },

    /** Names, phone, role and sport; demoting the last admin is refused (409). */
    async update(id: string, changes: UserUpdate): Promise<User> {
      const row = await db.transaction(async (tx) => {
        const current = await repository.findUser(tx, id);
        if (!current) throw notFound(userMessages.notFound);
        if (changes.role === 'user') await keepAnAdmin(tx, current.role);
        const updated = await repository.updateUser(tx, id, {
          firstName: changes.firstName,
          lastName: changes.lastName,
          phone: changes.phone,
          role: changes.role,
          ...(changes.sport?.discipline !== undefined ? { sportDiscipline: changes.sport.discipline } : {}),
          ...(changes.sport?.level !== undefined ? { sportLevel: changes.sport.level } : {}),
        });
        if (changes.role && changes.role !== current.role) await accounts.changed(tx, id);
        return updated!;
      });
      return toUser(row);
    },

    /**
     * Deletes the account: its sessions, addresses, cart, likes and notifications go with it; its
     * orders, comments and messages stay without it. Its tokens stop working at once, on every
     * server. Deleting the last admin is refused (409).
     */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repository.findUser(tx, id);
        if (!current) throw notFound(userMessages.notFound);
        await keepAnAdmin(tx, current.role);
        await repository.deleteUser(tx, id);
        await accounts.changed(tx, id);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
