import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_QUALITY, IMAGE_TYPE_MESSAGE, variantWidths } from '@contract';
import { HttpError } from '../http/errors';

// A university's uploaded image made into the WebP copies the public pages show (docs/PRODUCT.md §3.15.1).

export type ImageVariant = { width: number; height: number; webp: Buffer };
export type ProcessedImage = { key: string; width: number; height: number; variants: ImageVariant[] };

const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A few thousand pixels a side is any camera's; far more is a decompression bomb, refused before decoding. */
const MAX_PIXELS = 50_000_000;

const imageError = (status: number, message: string) => new HttpError(status, message, [{ field: 'image', message }]);

/** The type the bytes themselves say (sharp reads the header), whatever the Content-Type claimed; undefined if none. */
async function formatOf(bytes: Buffer): Promise<{ format: string; width: number; height: number; orientation?: number; pages?: number } | undefined> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.format && meta.width && meta.height ? { format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation, pages: meta.pages } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks an upload is a JPEG, PNG or WebP (by its bytes) of a sane size, and makes its WebP copies: turned upright
 * as the camera's EXIF says, every metadata block dropped (no GPS position leaves), never enlarged. The key is the
 * SHA-256 of the bytes sent, so the same file uploaded twice is the same image. An animated PNG or WebP keeps its
 * first frame.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const meta = await formatOf(bytes);
  if (!meta || !FORMATS.has(meta.format)) throw imageError(415, IMAGE_TYPE_MESSAGE);
  if (meta.width * meta.height > MAX_PIXELS) throw imageError(413, `The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels.`);
  const upright = meta.orientation !== undefined && meta.orientation >= 5 ? meta.height : meta.width;
  const variants: ImageVariant[] = [];
  try {
    // Decoded once, upright, at the widest copy's size (a JPEG shrinks as it loads); the smaller copies come from it.
    const widths = variantWidths(upright);
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const width of widths) {
      const copy = await sharp(data, raw).resize({ width }).webp({ quality: IMAGE_QUALITY }).toBuffer({ resolveWithObject: true });
      variants.push({ width: copy.info.width, height: copy.info.height, webp: copy.data });
    }
  } catch {
    // A header that reads as an image over a body that does not decode (a truncated or damaged file).
    throw imageError(422, 'The image could not be read: it may be damaged. Save it again as a JPEG, PNG or WebP and upload that.');
  }
  const widest = variants[variants.length - 1]!;
  return { key: createHash('sha256').update(bytes).digest('hex').slice(0, 32), width: widest.width, height: widest.height, variants };
}
