// Resumable uploads with the tus protocol at /api/uploads (docs/PRODUCT.md §2.7.2, docs/SECURITY.md): @tus/server
// answers POST (create), HEAD (how much arrived), PATCH (the next bytes) and DELETE on Koa's Node request, so a
// dropped connection resumes where it stopped. Koa first decides who may: a signed-in student, from this site, on
// an upload of their own. Mounted before the JSON-only and body-parser middlewares, which would refuse the bytes.
import type { IncomingMessage } from 'node:http';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE_MESSAGE, UPLOADS_PATH } from '@contract';
import type { AppContext } from '../app-context';
import { readSessionCookie } from '../auth/cookies';
import { fromAnotherOrigin } from '../auth/same-origin';
import { resolveSession } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { findActivePortalAccount, type PortalAccount } from '../portal/queries';
import { sniffContentType, WRONG_CONTENT_MESSAGE } from './content-check';
import { studentChecklistTypes, recordUpload } from './queries';
import { sealExistingDocuments } from './seal-existing';
import { documentStorage, type DocumentStorage } from './storage';
import { uploadIdOf, uploadIdOfUrl } from './upload-address';
import { forgetUnfinishedUpload, reserveUnfinishedUpload, sweepUnfinishedUploads } from './upload-limits';

const TUS_METHODS = new Set(['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS']);
const FILE_NAME_MAX = 200;

/** A tus refusal: @tus/server answers it with this status and sentence. */
const refusal = (status_code: number, body: string) => Object.assign(new Error(body), { status_code, body: `${body}\n` });

/** Who may, and on which upload, of each request tus is handling: set by the Koa middleware before tus sees it. */
type Checked = { account: PortalAccount; id: string };
const checkedRequests = new WeakMap<IncomingMessage, Checked>();
const checkedOf = (req: unknown): Checked | undefined => {
  const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  return node ? checkedRequests.get(node) : undefined;
};
const studentOf = (req: unknown): PortalAccount | undefined => checkedOf(req)?.account;

function cleanFileName(name: string | null | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f/\\"]+/g, ' ').trim().slice(0, FILE_NAME_MAX);
  return cleaned || fallback;
}

export function createTusServer(db: Knex, storage: DocumentStorage): Server {
  return new Server({
    path: UPLOADS_PATH,
    datastore: storage.store,
    relativeLocation: true,
    maxSize: DOCUMENT_MAX_BYTES,
    disableTerminationForFinishedUploads: true,
    // Same-origin only: no Access-Control-Allow-Origin (tus would answer `*`), so no other site reads an answer.
    allowedOrigins: () => false,
    // The upload tus works on is the one the Koa middleware checked the owner of, read from the URL the same strict
    // way; any other URL names no upload (404), so the two can never disagree (issue 25 finding 1).
    getFileIdFromRequest(req) {
      const id = uploadIdOfUrl(req.url);
      return id && id === checkedOf(req)?.id ? id : undefined;
    },
    // The id names the file in storage: random, so no name can be guessed or reach another directory.
    async onUploadCreate(req, upload: Upload) {
      const account = studentOf(req);
      if (!account) throw refusal(401, 'Your session has ended. Please sign in again.');
      const type = upload.metadata?.documentType ?? '';
      const allowed = await studentChecklistTypes(db, account.studentId);
      if (!allowed.some((t) => t.type === type)) {
        throw refusal(400, 'Choose which document this is (documentType in Upload-Metadata): it must be an item of your checklist.');
      }
      if (upload.size === undefined) throw refusal(400, 'Send the file size in Upload-Length: deferred lengths are not taken.');
      const limit = await reserveUnfinishedUpload(db, { id: upload.id, studentId: account.studentId, type, size: upload.size });
      if (limit) throw refusal(limit.status, limit.message);
      return {
        metadata: {
          documentType: type,
          filename: cleanFileName(upload.metadata?.filename ?? upload.metadata?.name, type),
          studentId: account.studentId,
          portalAccountId: account.id,
        },
      };
    },
    // The bytes are all here: sealed (encrypted under a key of their own, the staged plain bytes removed) as they
    // are read once for what they are; then they become the student's document of that type.
    async onUploadFinish(_req, upload: Upload) {
      const m = upload.metadata ?? {};
      const { head, sha256, wrappedKey, keyId } = await storage.seal(upload.id);
      const contentType = sniffContentType(head);
      if (!contentType) {
        await storage.remove(upload.id);
        await forgetUnfinishedUpload(db, upload.id);
        throw refusal(415, WRONG_CONTENT_MESSAGE);
      }
      const { replacedKey } = await recordUpload(db, {
        studentId: m.studentId!,
        type: m.documentType!,
        fileName: m.filename ?? m.documentType!,
        size: upload.size ?? upload.offset,
        contentType,
        sha256,
        storageKey: upload.id,
        wrappedKey,
        keyId,
        uploadedByPortalAccount: m.portalAccountId!,
      });
      // The plain bytes go once the row holds the key; until the upload is forgotten, the sweep would remove them.
      await storage.removeStaged(upload.id);
      await forgetUnfinishedUpload(db, upload.id);
      if (replacedKey) await storage.remove(replacedKey);
      return {};
    },
    // A cancelled upload (DELETE) frees its place before tus removes it; a finished one cannot be cancelled.
    async onIncomingRequest(req, id) {
      if (req.method === 'DELETE') await forgetUnfinishedUpload(db, id);
    },
    // tus's own sentence for a file over the limit is not one a student reads.
    onResponseError(_req, err) {
      const tusTooLarge = 'body' in err && err.status_code === 413 && err.body.startsWith('Maximum size exceeded');
      return tusTooLarge ? { status_code: 413, body: `${DOCUMENT_TOO_LARGE_MESSAGE}\n` } : undefined;
    },
  });
}

const isUploadPath = (path: string) => path === UPLOADS_PATH || path.startsWith(`${UPLOADS_PATH}/`);

/**
 * The Koa side of /api/uploads: same-origin writes only (as sameOriginWrites), a signed-in student, and an existing
 * upload only for the student who created it (any other is a 404). Then tus writes the answer itself.
 */
export function tusUploads(context: AppContext): Middleware {
  const { db, config } = context;
  const storage = documentStorage(config, db.knex);
  const tus = createTusServer(db.knex, storage);
  // Abandoned, unfinished uploads leave no bytes behind (finished ones are documents, removed with their row).
  const sweep = () => sweepUnfinishedUploads(db.knex, storage).catch((err: unknown) => context.logger.warn({ err }, 'upload sweep failed'));
  setInterval(() => void sweep(), 60 * 60 * 1000).unref();
  // Files stored before encryption are sealed once, in the background (./seal-existing.ts); idempotent.
  void sealExistingDocuments(db.knex, storage, (key) => context.logger.info({ key }, 'document sealed'))
    .then((n) => n && context.logger.info({ sealed: n }, 'documents stored before encryption are sealed'))
    .catch((err: unknown) => context.logger.warn({ err }, 'sealing existing documents failed'));
  return async (ctx, next) => {
    if (!isUploadPath(ctx.path)) return next();
    if (!TUS_METHODS.has(ctx.method)) throw new HttpError(405, 'This method is not allowed here.');
    if (ctx.method !== 'OPTIONS' && ctx.method !== 'HEAD' && fromAnotherOrigin(ctx)) {
      throw new HttpError(403, 'This request came from another site and was refused.');
    }
    const accountId = await resolveSession(db.knex, 'portal', readSessionCookie(ctx, 'portal'));
    const account = accountId ? await findActivePortalAccount(db.knex, accountId) : undefined;
    if (!account) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    // The raw request target, exactly: tus must work on the very upload checked here (./upload-address.ts).
    if (ctx.url.includes('?')) throw new HttpError(400, "An upload's address takes no query string.");
    const id = uploadIdOf(ctx.url);
    if (id === undefined) throw new HttpError(404, 'No upload with this id.');
    if (id !== '') {
      if (ctx.method === 'POST') throw new HttpError(404, 'No upload with this id.');
      const upload = await storage.store.getUpload(id).catch(() => undefined);
      if (upload?.metadata?.studentId !== account.studentId) throw new HttpError(404, 'No upload with this id.');
    }
    checkedRequests.set(ctx.req, { account, id });
    ctx.set('Cache-Control', 'no-store');
    ctx.respond = false;
    await tus.handle(ctx.req, ctx.res);
  };
}
