import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { notificationListQuerySchema, pushSubscriptionInputSchema, pushUnsubscribeQuerySchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { requirePortalStudent, type PortalState } from '../portal/session';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type Recipient } from './centre-queries';
import { deleteSubscription, saveSubscription } from './push/subscriptions';
import { configurePush, vapidDetails } from './push/vapid';

/**
 * The notification centre's endpoints under one prefix, for whoever `recipientOf` says the session is: the list (the
 * bell), marking read, and the browser's Web Push subscription. Every role has them (a person's own notices need no
 * permission); another person's notice is a 404.
 */
function centreRoutes<S>(db: Knex, prefix: string, guard: Middleware<S>, recipientOfState: (state: S) => Recipient): Router {
  // Mounted beside routers of other session kinds: the state is the guard's, set before any handler runs.
  const router = new Router({ prefix, sensitive: true });
  router.use(noStore, guard as Middleware);
  const recipientOf = (state: unknown) => recipientOfState(state as S);

  router.get('/notifications', async (ctx) => {
    const query = parseInput(notificationListQuerySchema, ctx.query, 'notification list query');
    ctx.body = await listNotifications(db, recipientOf(ctx.state), query);
  });

  router.post('/notifications/read-all', async (ctx) => {
    ctx.body = { unread: await markAllNotificationsRead(db, recipientOf(ctx.state)) };
  });

  router.post('/notifications/:id/read', async (ctx) => {
    const id = recordId(ctx.params.id, 'notification');
    ctx.body = { unread: await markNotificationRead(db, recipientOf(ctx.state), id) };
  });

  router.get('/push/public-key', (ctx) => {
    ctx.body = { publicKey: vapidDetails().publicKey };
  });

  // 201 for a new browser, 200 when this browser was already subscribed (its keys are refreshed).
  router.post('/push-subscriptions', async (ctx) => {
    const input = parseInput(pushSubscriptionInputSchema, ctx.request.body, 'push subscription');
    ctx.status = (await saveSubscription(db, recipientOf(ctx.state), input, ctx.get('user-agent'))) ? 201 : 200;
    ctx.body = { endpoint: input.endpoint };
  });

  router.delete('/push-subscriptions', async (ctx) => {
    const { endpoint } = parseInput(pushUnsubscribeQuerySchema, ctx.query, 'push subscription');
    await deleteSubscription(db, recipientOf(ctx.state), endpoint);
    ctx.status = 204;
  });
  return router;
}

/** The signed-in student's notices and push subscriptions (docs/PRODUCT.md §4.7). */
export function portalNotificationRoutes({ db, config }: AppContext): Router {
  configurePush(config);
  return centreRoutes<PortalState>(db.knex, '/api/portal', requirePortalStudent(db.knex), (state) => ({ type: 'student', id: state.portal.studentId }));
}

/** The signed-in staff member's notices and push subscriptions, whatever their role (docs/PRODUCT.md §4.7). */
export function adminNotificationRoutes({ db, config }: AppContext): Router {
  configurePush(config);
  return centreRoutes<AdminState>(db.knex, '/api/admin', requireAdmin(db.knex), (state) => ({ type: 'staff', id: state.admin.id }));
}
