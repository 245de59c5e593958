import type { Knex } from 'knex';
import type { UniversityImage } from '@contract';
import { InvalidReferenceError } from '../data/errors';
import type { ProcessedImage } from './images';

// Uploaded university images and their WebP copies in Postgres (docs/PRODUCT.md §3.15.1): every API process serves
// the same bytes, with PGlite or a Postgres server, and nothing lives on a local disk.

/** Stores an image and its copies; the same bytes uploaded again keep the stored ones. */
export async function storeImage(db: Knex, { key, width, height, variants }: ProcessedImage, uploadedBy: string): Promise<UniversityImage> {
  await db.transaction(async (trx) => {
    const inserted = await trx('university_images').insert({ key, width, height, uploaded_by: uploadedBy }).onConflict('key').ignore().returning('key');
    if (inserted.length === 0) return;
    for (const v of variants) await trx('university_image_variants').insert({ image_key: key, width: v.width, height: v.height, webp: v.webp });
  });
  return { key, width, height };
}

/** One WebP copy's bytes, or undefined when there is no such image or width. */
export async function readVariant(db: Knex, key: string, width: number): Promise<Buffer | undefined> {
  const row = await db('university_image_variants').where({ image_key: key, width }).first<{ webp: Buffer | Uint8Array } | undefined>('webp');
  return row ? Buffer.from(row.webp) : undefined;
}

/** Refuses a university write naming an image never uploaded (a key typed by hand, or from another database). */
export async function refuseUnknownImage(trx: Knex, key: string | null | undefined): Promise<void> {
  if (!key) return;
  const found = await trx('university_images').where({ key }).first('key');
  if (!found) {
    const message = 'This image is not stored any more: upload it again.';
    throw new InvalidReferenceError(message, [{ field: 'imageKey', message }]);
  }
}

type PictureColumns = { image_key: string | null; image_width: number | null; image_height: number | null };

/** The columns a university query adds (left-joined) for its picture; `pictureOf` reads them back. */
export const PICTURE_COLUMNS = ['universities.image_key', 'university_images.width as image_width', 'university_images.height as image_height'];

export const withPicture = (query: Knex.QueryBuilder) => query.leftJoin('university_images', 'university_images.key', 'universities.image_key');

/** A row's picture fields turned into the contract's `picture`, and taken off the row. */
export function pictureOf<T extends PictureColumns>({ image_key, image_width, image_height, ...rest }: T): Omit<T, keyof PictureColumns> & { picture: UniversityImage | null } {
  const picture = image_key && image_width && image_height ? { key: image_key, width: image_width, height: image_height } : null;
  return { ...rest, picture };
}
