import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { requireAdmin, type AdminState } from '../auth/admin-session';
import { readSessionCookie } from '../auth/cookies';
import { recordsFor } from '../auth/read-scope';
import { SYNC_READ_PERMISSION, can, syncQuerySchema } from '@contract';
import { countHit, minutesText, type Bucket, type LimitRule } from '../data/rate-limits';
import { HttpError, tooManyRequests } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { sweepDeadlines } from '../staff-tasks/rules';
import { syncPage } from './queries';

/**
 * Sync requests per session (issue 12 item 5). A first full pull of a large caseload at 1000 rows a request fits in
 * the minute's allowance; a pull cut short by a 429 resumes from its saved cursor on the next run. A script pulling
 * everyone's data again and again is slowed down, and each full pull it starts is in the audit trail.
 */
export const SYNC_LIMITS = [
  { windowSeconds: 60, max: 120 },
  { windowSeconds: 60 * 60, max: 1200 },
] as const satisfies readonly LimitRule[];

/** The session's buckets: keyed on a hash of its id, as the sessions table keeps it, never the id itself. */
function sessionBuckets(sessionId: string): Bucket[] {
  const session = createHash('sha256').update(sessionId).digest('hex');
  return SYNC_LIMITS.map((rule) => ({ key: `sync:session:${rule.windowSeconds}:${session}`, rule }));
}

function waitMessage(seconds: number): string {
  return `Too many sync requests from this session. The offline copy carries on from where it stopped in ${minutesText(seconds)}.`;
}

export function syncRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', sensitive: true });
  // The permission depends on the entity asked for, so it is checked after parsing, not by requirePermission.
  router.get('/sync', requireAdmin(db.knex), noStore, async (ctx) => {
    const query = parseInput(syncQuerySchema, ctx.query, 'sync query');
    const { admin } = ctx.state;
    if (!can(admin.role, SYNC_READ_PERMISSION[query.entity])) {
      throw new HttpError(403, 'Your role does not allow this.');
    }
    const wait = await countHit(db.knex, sessionBuckets(readSessionCookie(ctx, 'admin') ?? admin.id));
    if (wait !== null) throw tooManyRequests(waitMessage(wait), wait);
    // The deadline rule catches up before a device copies the tasks (api/src/staff-tasks/rules.ts).
    if (query.entity === 'tasks') await sweepDeadlines(db.knex);
    const page = await syncPage(db.knex, query, admin);
    if (!query.since) {
      // A full pull hands over the whole table the role may read: one audit entry says who, what and how many.
      await db.knex('activity_log').insert({
        actor_id: admin.id,
        entity: 'bulk_read',
        entity_id: query.entity,
        action: 'full_sync',
        after: JSON.stringify({ records: page.items.length + page.tombstones.length + page.remaining, role: admin.role }),
      });
    }
    // The offline copy is filled from here: it holds only the fields the role may read.
    ctx.body = { ...page, items: recordsFor(admin.role, query.entity, page.items) };
  });
  return router;
}
