import Router from '@koa/router';
import type { Context } from 'koa';
import { can, readsSomeRows, reviewDocumentSchema } from '@contract';
import type { AppContext } from '../app-context';
import { findActiveAdmin, requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { readSessionCookie } from '../auth/cookies';
import { resolveSession } from '../auth/sessions';
import { isLiveStudent } from '../crm-writes/references';
import { recordNotFound } from '../data/errors';
import { inScope } from '../data/row-scope';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseInput, recordId } from '../http/validate';
import { findActivePortalAccount } from '../portal/queries';
import { requirePortalStudent, type PortalState } from '../portal/session';
import { logDocumentOpened, type Opener } from '../privacy/access-log';
import { findDocument, reviewDocument, studentChecklist } from './queries';
import { documentStorage } from './storage';

/** Shown in the browser rather than saved: types a browser renders without running anything of the file's. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** Who may have the student's files: the student signed in to the portal, or staff who read documents; null otherwise. */
async function fileReaderOf(ctx: Context, db: AppContext['db']['knex'], studentId: string): Promise<Opener | null> {
  const adminId = await resolveSession(db, 'admin', readSessionCookie(ctx, 'admin'), { touch: false });
  const admin = adminId ? await findActiveAdmin(db, adminId) : undefined;
  // Staff within their row scope only (issue 33): a counselor's or visa officer's student of someone else is a 404.
  if (admin && can(admin.role, 'documents:read') && (!readsSomeRows(admin.role) || (await inScope(db, admin, 'students', studentId)))) {
    return { by: 'staff', adminId: admin.id };
  }
  const accountId = await resolveSession(db, 'portal', readSessionCookie(ctx, 'portal'), { touch: false });
  const account = accountId ? await findActivePortalAccount(db, accountId) : undefined;
  return account?.studentId === studentId ? { by: 'student' } : null;
}

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function documentRoutes({ db, config }: AppContext): Router {
  const router = new Router({ sensitive: true });
  const storage = documentStorage(config, db.knex);

  // The signed-in student's checklist (docs/PRODUCT.md §2.7.2).
  router.get<PortalState>('/api/portal/documents', requirePortalStudent(db.knex), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await studentChecklist(db.knex, ctx.state.portal.studentId);
  });

  router.get<AdminState>('/api/admin/students/:id/documents', requireAdmin(db.knex), requirePermission('documents:read'), noStore, async (ctx) => {
    const id = recordId(ctx.params.id, 'student');
    if (!(await isLiveStudent(db.knex, id))) throw recordNotFound('student');
    ctx.body = await studentChecklist(db.knex, id);
  });

  // Only the student and staff who read documents (the caseworker roles) get a file; anyone else, signed in or not,
  // a 404 that says nothing of whether it exists. Never rendered as a page of this site: attachment, or inline for a PDF or image only.
  router.get('/api/documents/:id/file', async (ctx) => {
    const notFound = new HttpError(404, 'No document with this id.');
    const doc = await findDocument(db.knex, recordId(ctx.params.id, 'document'));
    if (!doc || !(await isLiveStudent(db.knex, doc.student_id))) throw notFound;
    const reader = await fileReaderOf(ctx, db.knex, doc.student_id);
    if (!reader) throw notFound;
    // The student's record of who opened their documents (docs/PRIVACY.md).
    await logDocumentOpened(db.knex, doc, reader);
    const inline = INLINE_TYPES.has(doc.content_type) && ctx.query.download === undefined;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', doc.file_name));
    ctx.type = doc.content_type;
    ctx.length = Number(doc.size);
    // Opened as it streams (./sealing.ts): a file whose tags fail ends the answer before any byte of it is sent.
    ctx.body = await storage.readDocument(doc);
  });

  // A review needs both: reading the document, and writing the student it belongs to.
  const reviewers = [requireAdmin(db.knex), requirePermission('documents:read'), requirePermission('students:write'), noStore] as const;
  router.patch<AdminState>('/api/admin/documents/:id', ...reviewers, async (ctx) => {
    const id = recordId(ctx.params.id, 'document');
    const review = parseInput(reviewDocumentSchema, ctx.request.body, 'review');
    const row = await reviewDocument(db.knex, id, review, ctx.state.admin.id);
    ctx.body = await studentChecklist(db.knex, row.student_id);
  });

  return router;
}
