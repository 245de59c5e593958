import Router from '@koa/router';
import { IMAGE_COPIES_PATH, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_UPLOAD_URL, imageCopyOf } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { readRawBody } from '../http/raw-body';
import { readVariant, storeImage } from './image-queries';
import { processImage } from './images';

/** The types an upload may say it is; the bytes decide what it really is. None of them can a cross-site form send. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

// A year, and never revalidated: a copy's address names its bytes, so a new image is a new address.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const imageField = (message: string) => [{ field: 'image', message }];

/**
 * Uploaded images (docs/PRODUCT.md §3.15.1): a university's, an article's cover. POST the file's bytes (Content-Type
 * image/jpeg, image/png, image/webp) with universities:write or content:write: the answer is `{ key, width, height }`,
 * which the university form saves as its `imageKey`, the article form as its `imageUrl` (the widest copy's address);
 * that edit is the versioned, audited one. GET /api/university-images/<key>-<width>.webp is public.
 */
export function universityImageRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ sensitive: true });
  router.post(IMAGE_UPLOAD_URL, noStore, requireAdmin(db.knex), requirePermission('universities:write', 'content:write'), async (ctx) => {
    if (!ctx.is(IMAGE_UPLOAD_TYPES)) throw new HttpError(415, IMAGE_TYPE_MESSAGE, imageField(IMAGE_TYPE_MESSAGE));
    const bytes = await readRawBody(ctx, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, imageField(IMAGE_TOO_LARGE_MESSAGE));
    if (bytes.length === 0) throw new HttpError(400, 'Choose an image to upload.', imageField('Choose an image to upload.'));
    ctx.status = 201;
    ctx.body = await storeImage(db.knex, await processImage(bytes), ctx.state.admin.id);
  });
  router.get(`${IMAGE_COPIES_PATH}:file`, async (ctx) => {
    const copy = imageCopyOf(ctx.params.file ?? '');
    const webp = copy ? await readVariant(db.knex, copy.key, copy.width) : undefined;
    if (!webp) throw new HttpError(404, 'There is no such image.');
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('ETag', `"${copy!.key}-${copy!.width}"`);
    ctx.type = 'image/webp';
    ctx.body = webp;
  });
  return router;
}
