import { type WipeEntity, type WipeResult, wipeMessages } from '@shop/shared/wipe';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsService } from '../../auth/accounts.ts';
import type { Database, Transaction } from '../../db/types.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RouteLocksService } from '../route-locks/route-locks.service.ts';
import * as repository from './wipe.repository.ts';

/**
 * Wipes one kind of data in one transaction (all of it or nothing), with what depends on it;
 * each wipe is logged with the admin who asked and the count.
 */
export function createWipeService({
  db,
  accounts,
  analytics,
  notifications,
  routeLocks,
  log,
}: {
  db: Database;
  accounts: AccountsService;
  analytics: AnalyticsService;
  notifications: NotificationsService;
  routeLocks: RouteLocksService;
  log: FastifyBaseLogger;
}) {
  const wipes: Record<WipeEntity, (tx: Transaction) => Promise<number>> = {
    // Every process hears that the accounts are gone: their tokens are refused at once.
    User: async (tx) => {
      const deleted = await repository.deleteNonAdminUsers(tx);
      await accounts.changedAll(tx);
      return deleted;
    },
    Product: repository.deleteProducts,
    Order: repository.deleteOrders,
    Cart: repository.deleteCarts,
    Comment: repository.deleteComments,
    BlogPost: repository.deleteBlogPosts,
    PageVisit: (tx) => analytics.removeAll(tx),
    ContactMessage: repository.deleteContactMessages,
    StripeEventLog: repository.deleteWebhookEvents,
    RouteLock: (tx) => routeLocks.removeAll(tx),
    Notification: (tx) => notifications.removeAll(tx),
  };

  return {
    async wipe(entity: WipeEntity, admin: { id: string; email: string }): Promise<WipeResult> {
      const deletedCount = await db.transaction(async (tx) => {
        // Wiping a large table (a million page visits) takes longer than a request's statement may.
        await tx.execute(sql`set local statement_timeout = '5min'`);
        return wipes[entity](tx);
      });
      log.info({ adminId: admin.id, adminEmail: admin.email, entity, deletedCount }, 'data wiped');
      return { message: wipeMessages.done(entity, deletedCount), deletedCount };
    },
  };
}

export type WipeService = ReturnType<typeof createWipeService>;
