import Router from '@koa/router';
import { organisationPatchSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { readOrganisation, readSiteContact, saveOrganisation } from './queries';

/** The organisation's contact details: read by the public site, edited in Settings by a super_admin. */
export function organisationRoutes({ db, config }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ sensitive: true });

  router.get('/api/site/contact', async (ctx) => {
    ctx.body = await readSiteContact(db.knex, config);
  });

  const edit = [noStore, requireAdmin(db.knex), requirePermission('settings:write')] as const;
  router.get('/api/admin/settings', ...edit, async (ctx) => {
    ctx.body = await readOrganisation(db.knex, config.contact);
  });
  router.patch('/api/admin/settings', ...edit, async (ctx) => {
    const input = parseInput(organisationPatchSchema, ctx.request.body, 'settings');
    ctx.body = await saveOrganisation(db.knex, input, ctx.state.admin.id, config.contact);
  });

  return router;
}
