import {
  type AccountDeleteInput,
  type AccountExport,
  accountDataMessages,
  openOrderStatuses,
} from '@shop/shared/account-data';
import { authMessages } from '@shop/shared/auth';
import { orderReference } from '@shop/shared/order';
import type { Address } from '@shop/shared/user';
import type { AccountsService } from '../../auth/accounts.ts';
import type { Database } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access-token.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { toUser } from '../users/users.mapper.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repository from './account-data.repository.ts';

type AddressFields = Omit<Address, '_id'>;
/** An address's fields alone: an address row or an order's copy, without ids or owners. */
const address = ({ firstName, lastName, street, number, zip, city, country }: AddressFields) => ({
  firstName,
  lastName,
  street,
  number,
  zip,
  city,
  country,
});

const wrongPassword = () =>
  badRequest(accountDataMessages.wrongPassword, { password: [accountDataMessages.wrongPassword] });

/**
 * A customer's own data (decision 063): all of it to download, and the account removed on request
 * with the password, keeping only what the tax rules ask for and without the person in it.
 */
export function createAccountDataService({
  db,
  accounts,
  users,
}: {
  db: Database;
  accounts: AccountsService;
  users: UsersService;
}) {
  return {
    /** Everything the shop keeps about the caller. */
    async export(user: SessionUser, now = new Date()): Promise<AccountExport> {
      const account = await repository.findAccount(db, user.id);
      if (!account) throw unauthorized(authMessages.notLoggedIn);
      const data = await repository.readAccountData(db, account.id, account.email);
      const { email, firstName, lastName, phone, sport, createdAt } = toUser(account);
      return {
        exportedAt: now.toISOString(),
        profile: { email, firstName, lastName, phone, sport, createdAt },
        addresses: data.addresses.map(address),
        orders: data.orders.map((order) => ({
          reference: orderReference(order.id),
          createdAt: order.createdAt.toISOString(),
          status: order.status,
          totalCents: order.totalCents,
          shippingMethod: order.shippingMethodName,
          shippingPriceCents: order.shippingPriceCents,
          email: order.addressEmail || order.userEmail,
          address: address({
            firstName: order.addressFirstName,
            lastName: order.addressLastName,
            street: order.addressStreet,
            number: order.addressNumber,
            zip: order.addressZip,
            city: order.addressCity,
            country: order.addressCountry,
          }),
          lines: order.lines.map((line) => ({
            title: line.title,
            quantity: line.quantity,
            unitPriceCents: line.unitPriceCents,
          })),
        })),
        comments: data.comments.map((comment) => ({
          post: comment.post,
          content: comment.content,
          deleted: comment.deleted,
          createdAt: comment.createdAt.toISOString(),
        })),
        likedPosts: data.likedPosts,
        messages: data.messages.map((message) => ({
          subject: message.subject,
          message: message.message,
          createdAt: message.createdAt.toISOString(),
          replies: message.replies.map((reply) => ({
            message: reply.message,
            fromShop: reply.adminId !== null,
            sentAt: reply.sentAt.toISOString(),
          })),
        })),
        notifications: data.notifications.map((notification) => ({
          title: notification.title,
          message: notification.message,
          isRead: notification.isRead,
          createdAt: notification.createdAt.toISOString(),
        })),
        fuelPlans: data.fuelPlans.map((plan) => ({
          name: plan.name,
          createdAt: plan.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Removes the caller's account with their password: refused (400 on the field) for a wrong
     * one, (409) while an order still needs them or while they are the last admin. Their tokens
     * stop working at once, on every server.
     */
    async remove(user: SessionUser, { password }: AccountDeleteInput): Promise<void> {
      const account = await repository.findAccount(db, user.id);
      if (!account) throw unauthorized(authMessages.notLoggedIn);
      // Checked before the transaction: hashing takes a while, and holds no lock meanwhile.
      if (!(await verifyPassword(account.passwordHash, password))) throw wrongPassword();
      await db.transaction(async (tx) => {
        const locked = await repository.lockAccount(tx, user.id);
        if (!locked) throw unauthorized(authMessages.notLoggedIn);
        await users.keepAnAdmin(tx, locked.role);
        if (await repository.hasOpenOrder(tx, locked.id, openOrderStatuses)) {
          throw conflict(accountDataMessages.openOrder);
        }
        await repository.removeAccount(tx, locked);
        await accounts.changed(tx, locked.id);
      });
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
