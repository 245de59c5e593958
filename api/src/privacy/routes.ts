import Router from '@koa/router';
import {
  ERASURE_STATUSES,
  erasureRequestInputSchema,
  refuseErasureSchema,
  retentionPatchSchema,
  staffErasureRequestSchema,
  type ErasureStatus,
  type PortalPrivacy,
} from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { recordActivity } from '../crm-writes/audit';
import { documentStorage } from '../documents/storage';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { requirePortalStudent, type PortalState } from '../portal/session';
import { consentsOf, withdrawConsent } from './consents';
import { afterErasure, removeFiles } from './erase';
import { collectMyData, myDataZip } from './my-data';
import { approveRequest, listRequests, queueRequest, refuseRequest, requestsOf } from './requests';
import { dueForRetention, retentionMonths, saveRetentionMonths } from './retention';

/** The portal's Privacy page and Mission Control's Settings › Privacy (docs/PRIVACY.md). */
export function privacyRoutes({ db, config, logger }: AppContext): Router {
  const router = new Router({ sensitive: true });
  const storage = documentStorage(config, db.knex);
  const knex = db.knex;
  const student = [noStore, requirePortalStudent(knex)] as const;

  const privacyOf = async (studentId: string): Promise<PortalPrivacy> => ({
    consents: await consentsOf(knex, studentId),
    requests: await requestsOf(knex, studentId),
  });

  router.get<PortalState>('/api/portal/privacy', ...student, async (ctx) => {
    ctx.body = await privacyOf(ctx.state.portal.studentId);
  });

  router.post<PortalState>('/api/portal/consents/:id/withdraw', ...student, async (ctx) => {
    const id = /^\d{1,18}$/.test(ctx.params.id ?? '') ? ctx.params.id! : '0';
    await withdrawConsent(knex, ctx.state.portal.studentId, id);
    ctx.body = await privacyOf(ctx.state.portal.studentId);
  });

  // Everything held about the student as a ZIP, streamed; the download is on their timeline (audited).
  router.get<PortalState>('/api/portal/my-data', ...student, async (ctx) => {
    const studentId = ctx.state.portal.studentId;
    const content = await collectMyData(knex, studentId);
    await knex.transaction((trx) =>
      recordActivity(trx, { actorId: null, entity: 'student', entityId: studentId, action: 'data_downloaded', before: null, after: { files: content.files.length } }),
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.zip"`);
    ctx.type = 'application/zip';
    ctx.body = myDataZip(storage, content);
  });

  router.post<PortalState>('/api/portal/erasure-request', ...student, async (ctx) => {
    const input = parseInput(erasureRequestInputSchema, ctx.request.body ?? {}, 'erasure request');
    const { created } = await queueRequest(knex, { studentId: ctx.state.portal.studentId, reason: input.reason ?? null, by: 'student' });
    ctx.status = created ? 201 : 200;
    ctx.body = await privacyOf(ctx.state.portal.studentId);
  });

  const erasers = [noStore, requireAdmin(knex), requirePermission('privacy:erase')] as const;
  router.get<AdminState>('/api/admin/privacy/requests', ...erasers, async (ctx) => {
    const status = ERASURE_STATUSES.includes(ctx.query.status as ErasureStatus) ? (ctx.query.status as ErasureStatus) : undefined;
    ctx.body = { items: await listRequests(knex, status) };
  });

  // A verbal request (a call, a visit): staff queue it for the same approval as the portal's.
  router.post<AdminState>('/api/admin/privacy/requests', ...erasers, async (ctx) => {
    const input = parseInput(staffErasureRequestSchema, ctx.request.body, 'erasure request');
    const { request, created } = await queueRequest(knex, { studentId: input.studentId, reason: input.reason ?? null, by: 'staff', adminId: ctx.state.admin.id });
    ctx.status = created ? 201 : 200;
    ctx.body = request;
  });

  router.post<AdminState>('/api/admin/privacy/requests/:id/approve', ...erasers, async (ctx) => {
    const { request, keys } = await approveRequest(knex, recordId(ctx.params.id, 'erasure request'), ctx.state.admin.id);
    afterErasure(knex);
    await removeFiles(storage, keys, logger);
    ctx.body = request;
  });

  router.post<AdminState>('/api/admin/privacy/requests/:id/refuse', ...erasers, async (ctx) => {
    const input = parseInput(refuseErasureSchema, ctx.request.body, 'refusal');
    ctx.body = await refuseRequest(knex, recordId(ctx.params.id, 'erasure request'), ctx.state.admin.id, input.reason);
  });

  const settings = [noStore, requireAdmin(knex), requirePermission('settings:write')] as const;
  // Who the next run would erase; changes nothing.
  router.get<AdminState>('/api/admin/privacy/retention', ...settings, async (ctx) => {
    const months = await retentionMonths(knex);
    ctx.body = { months, due: await dueForRetention(knex, months) };
  });
  router.patch<AdminState>('/api/admin/privacy/retention', ...settings, async (ctx) => {
    const { months } = parseInput(retentionPatchSchema, ctx.request.body, 'retention');
    await saveRetentionMonths(knex, months, ctx.state.admin.id);
    ctx.body = { months, due: await dueForRetention(knex, months) };
  });

  return router;
}
