import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { Health, HealthStatus } from '@contract';
import type { AppContext } from '../app-context';
import { findActiveAdmin } from '../auth/admin-session';
import { readSessionCookie } from '../auth/cookies';
import { resolveSession } from '../auth/sessions';
import { databaseAnswers } from './queries';

/** A signed-in staff member; a check never moves the session's idle clock, and a database error means "no". */
async function isStaff(ctx: Context, db: Knex): Promise<boolean> {
  const cookie = readSessionCookie(ctx, 'admin');
  if (!cookie) return false;
  try {
    const adminId = await resolveSession(db, 'admin', cookie, { touch: false });
    return adminId !== undefined && (await findActiveAdmin(db, adminId)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * `/api/health`: 200 "ok", or 503 "degraded" while the database cannot be reached (the process stays up).
 * Anonymous callers get the status only; the version and database kind (which help an attacker pick exploits)
 * go to signed-in staff.
 */
export function healthRoutes({ db, config }: AppContext): Router {
  const router = new Router({ sensitive: true });
  router.get('/api/health', async (ctx) => {
    const status: Health['status'] = (await databaseAnswers(db.knex)) ? 'ok' : 'degraded';
    const body: HealthStatus | Health =
      status === 'ok' && (await isStaff(ctx, db.knex)) ? { status, database: db.kind, version: config.version } : { status };
    ctx.status = status === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
