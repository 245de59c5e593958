import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  isNotificationEvent,
  notificationPreferencesSchema,
  notificationTemplateWriteSchema,
  staffNotificationPreferencesSchema,
  textDirection,
  type Language,
  type StaffNotificationPreferences,
} from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { catalogueText } from '../http/catalogue-text';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { escapeHtml } from '../ssr/html';
import { requirePortalStudent, type PortalState } from '../portal/session';
import { listDeliveries, retryDelivery } from './deliveries';
import { readPreferences, turnOff, writePreferences } from './preferences';
import { listNotificationTemplates, saveNotificationTemplate } from './templates';
import { recipientLanguage } from './language';
import { checkUnsubscribe, UNSUBSCRIBE_PATH } from './unsubscribe';

/** A student's own notification choices (issue 30 item 6). */
export function portalNotificationPreferenceRoutes({ db }: AppContext): Router {
  const router = new Router({ prefix: '/api/portal/notification-preferences', sensitive: true });
  const me = (ctx: { state: PortalState }) => ({ type: 'student' as const, id: ctx.state.portal.studentId });
  router.get<PortalState>('/', noStore, requirePortalStudent(db.knex), async (ctx) => {
    ctx.body = await readPreferences(db.knex, me(ctx));
  });
  router.put<PortalState>('/', noStore, requirePortalStudent(db.knex), async (ctx) => {
    ctx.body = await writePreferences(db.knex, me(ctx), parseInput(notificationPreferencesSchema, ctx.request.body, 'notification preferences'));
  });
  return router;
}

/**
 * Staff's side: their own choices and time zone (My account), the deliveries screen (settings:write) and the system
 * templates (notifications:templates).
 */
export function adminNotificationSettingRoutes({ db, config }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  const admin: Middleware<AdminState> = requireAdmin(db.knex);
  const me = (ctx: { state: AdminState }) => ({ type: 'staff' as const, id: ctx.state.admin.id });

  const readOwn = async (id: string): Promise<StaffNotificationPreferences> => {
    const row = await db.knex('admin_users').where({ id }).first<{ time_zone: string }>('time_zone');
    return { ...(await readPreferences(db.knex, { type: 'staff', id })), timeZone: row.time_zone };
  };
  router.get('/me/notification-preferences', noStore, admin, async (ctx) => {
    ctx.body = await readOwn(ctx.state.admin.id);
  });
  router.put('/me/notification-preferences', noStore, admin, async (ctx) => {
    const { timeZone, ...prefs } = parseInput(staffNotificationPreferencesSchema, ctx.request.body, 'notification preferences');
    await db.knex.transaction(async (trx) => {
      await writePreferences(trx, me(ctx), prefs);
      await trx('admin_users').where({ id: ctx.state.admin.id }).update({ time_zone: timeZone });
    });
    ctx.body = await readOwn(ctx.state.admin.id);
  });

  router.get('/notification-deliveries', noStore, admin, requirePermission('settings:write'), async (ctx) => {
    const status = ctx.query.status === 'pending' ? 'pending' : 'dead';
    ctx.body = await listDeliveries(db.knex, status, Boolean(config.mail.smtpUrl));
  });
  router.post('/notification-deliveries/:id/retry', noStore, admin, requirePermission('settings:write'), async (ctx) => {
    await retryDelivery(db.knex, recordId(ctx.params.id, 'delivery'));
    ctx.status = 204;
  });

  router.get('/notification-templates', noStore, admin, requirePermission('notifications:templates'), async (ctx) => {
    ctx.body = { items: await listNotificationTemplates(db.knex) };
  });
  router.put('/notification-templates/:event/:language', noStore, admin, requirePermission('notifications:templates'), async (ctx) => {
    const { event, language } = ctx.params;
    if (!isNotificationEvent(event) || !isLanguage(language)) throw new HttpError(404, 'No notification template for this event and language.');
    const input = parseInput(notificationTemplateWriteSchema, ctx.request.body, 'notification template');
    ctx.body = await saveNotificationTemplate(db.knex, event, language, input, ctx.state.admin.id);
  });
  return router;
}

/** A small page of its own (no app, no script), in `language`: `lang` and `dir` as the site's pages have them. */
const page = (language: Language, title: string, body: string) =>
  `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * The one-click unsubscribe (RFC 8058) a non-essential e-mail links to: GET shows a button (a mail scanner following
 * links turns nothing off), POST — the button, or the mail provider's List-Unsubscribe-Post — turns that category's
 * e-mails off. The signature in the link is the only credential (docs/SECURITY.md "Unsubscribe links").
 * The page speaks the recipient's language (issue 29: a student's preferred language, staff English), read when the
 * link is followed, so the link itself, and every link already sent, stays as it was signed. A link that fails the
 * check names nobody: its page is in the `lang` cookie's language, else English.
 */
export function unsubscribeRoutes({ db }: AppContext): Router {
  const router = new Router({ sensitive: true });
  const refused = (language: Language) => {
    const t = catalogueText(language);
    return page(language, t('unsubscribe.brokenTitle'), `<p>${escapeHtml(t('unsubscribe.broken'))}</p>`);
  };
  /** Both verbs check the signed link first; a link that fails the check is refused the same way. */
  type Checked = NonNullable<Awaited<ReturnType<typeof checkUnsubscribe>>>;
  const checkedLink = (answer: (ctx: Context, checked: Checked, language: Language) => Promise<string> | string) => async (ctx: Context) => {
    const checked = await checkUnsubscribe(db.knex, ctx.query);
    ctx.type = 'html';
    if (!checked) {
      const cookie = ctx.cookies.get(LANGUAGE_COOKIE);
      ctx.status = 400;
      ctx.body = refused(cookie && isLanguage(cookie) ? cookie : 'en');
      return;
    }
    ctx.body = await answer(ctx, checked, await recipientLanguage(db.knex, checked.recipient));
  };
  router.get(
    UNSUBSCRIBE_PATH,
    noStore,
    checkedLink((ctx, checked, language) => {
      const t = catalogueText(language);
      const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams(ctx.query as Record<string, string>).toString()}`.replaceAll('&', '&amp;');
      const question = t('unsubscribe.question', { category: t(`portal.notifications.category.${checked.category}`) });
      return page(language, t('unsubscribe.title'), `<p>${escapeHtml(question)}</p><form method="post" action="${action}"><button type="submit">${escapeHtml(t('unsubscribe.button'))}</button></form>`);
    }),
  );
  router.post(
    UNSUBSCRIBE_PATH,
    noStore,
    checkedLink(async (_ctx, checked, language) => {
      await turnOff(db.knex, checked.recipient, 'email', checked.category);
      const t = catalogueText(language);
      return page(language, t('unsubscribe.doneTitle'), `<p>${escapeHtml(t('unsubscribe.done'))}</p>`);
    }),
  );
  return router;
}
