import Router from '@koa/router';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { readRawBody } from '../http/raw-body';
import { readVariant, storeImage } from './image-queries';
import { processImage } from './images';

/** The one /api path whose body is not JSON: the bytes of an image (see http/json-only.ts). */
export const IMAGE_UPLOAD_PATH = '/api/admin/university-images';

/** The types an upload may say it is; the bytes decide what it really is. None of them can a cross-site form send. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

// A year, and never revalidated: a copy's address names its bytes, so a new image is a new address.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const imageField = (message: string) => [{ field: 'image', message }];

/**
 * University images (docs/PRODUCT.md §3.15.1). POST the file's bytes (Content-Type image/jpeg, image/png, image/webp)
 * with universities:write: the answer is `{ key, width, height }`, which the university form then saves as its
 * `imageKey` (that edit is the versioned, audited one). GET /api/university-images/<key>-<width>.webp is public.
 */
export function universityImageRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>();
  router.post(IMAGE_UPLOAD_PATH, noStore, requireAdmin(db.knex), requirePermission('universities:write'), async (ctx) => {
    if (!ctx.is(IMAGE_UPLOAD_TYPES)) throw new HttpError(415, IMAGE_TYPE_MESSAGE, imageField(IMAGE_TYPE_MESSAGE));
    const bytes = await readRawBody(ctx, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, imageField(IMAGE_TOO_LARGE_MESSAGE));
    if (bytes.length === 0) throw new HttpError(400, 'Choose an image to upload.', imageField('Choose an image to upload.'));
    ctx.status = 201;
    ctx.body = await storeImage(db.knex, await processImage(bytes), ctx.state.admin.id);
  });
  router.get('/api/university-images/:file', async (ctx) => {
    const match = /^([0-9a-f]{32})-([1-9]\d{0,3})\.webp$/.exec(ctx.params.file ?? '');
    const webp = match ? await readVariant(db.knex, match[1]!, Number(match[2])) : undefined;
    if (!webp) throw new HttpError(404, 'There is no such image.');
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('ETag', `"${match![1]}-${match![2]}"`);
    ctx.type = 'image/webp';
    ctx.body = webp;
  });
  return router;
}
