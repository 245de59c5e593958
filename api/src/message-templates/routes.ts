import Router from '@koa/router';
import type { Middleware } from 'koa';
import { can, templateCreateSchema, templateListQuerySchema, templatePatchSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { createTemplate, listTemplates, readTemplate, updateTemplate } from './queries';

/**
 * Message templates (docs/PRODUCT.md §3.19): read by the roles that send messages or write templates, written with
 * `templates:write` (docs/SECURITY.md).
 */
export function messageTemplateRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin/templates', sensitive: true });
  router.use(noStore, requireAdmin(db.knex));
  const read: Middleware<AdminState> = async (ctx, next) => {
    const role = ctx.state.admin.role;
    if (!can(role, 'messages:send') && !can(role, 'templates:write')) throw new HttpError(403, 'Your role does not allow this.');
    await next();
  };
  const write = requirePermission('templates:write');

  router.get('/', read, async (ctx) => {
    const { channel, archived } = parseInput(templateListQuerySchema, ctx.query, 'template list query');
    ctx.body = { items: await listTemplates(db.knex, { channel, archived: archived === 'true' }) };
  });

  router.get('/:id', read, async (ctx) => {
    ctx.body = await readTemplate(db.knex, recordId(ctx.params.id, 'template'));
  });

  // The editor's id: a resend stores one template (201, then 200).
  router.post('/', write, async (ctx) => {
    const { template, created } = await createTemplate(db.knex, parseInput(templateCreateSchema, ctx.request.body, 'template'), ctx.state.admin.id);
    ctx.status = created ? 201 : 200;
    ctx.body = template;
  });

  router.patch('/:id', write, async (ctx) => {
    const id = recordId(ctx.params.id, 'template');
    ctx.body = await updateTemplate(db.knex, id, parseInput(templatePatchSchema, ctx.request.body, 'template'), ctx.state.admin.id);
  });

  return router;
}
