// A university's uploaded image (docs/PRODUCT.md §3.15.1): stored once, served as WebP at a few widths from a
// content-addressed URL, so a browser keeps each copy for a year and picks the smallest that fills the box. No zod
// here: the public pages import it (the schemas are in content.ts).

/** The widths the server makes (never wider than the upload): a phone takes 320 or 640, a wide screen up to 1280. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const MAX_WIDTH = 1280;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** WebP quality: small files for students on metered data, still clean at the sizes the pages show. */
export const IMAGE_QUALITY = 70;

export const IMAGE_TYPE_MESSAGE = 'The image must be a JPEG, PNG or WebP.';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is too large: choose one of at most 5 MB.';

/** An uploaded image: `width` × `height` are those of its widest copy (the `<img>`'s, so nothing shifts as it loads). */
export type UniversityImage = { key: string; width: number; height: number };

/** The copies made of an image `width` px wide: each standard width below it, and the widest it allows (≤ 1280). */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, MAX_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
}

/** Where an image is uploaded (POST its bytes): the answer is a UniversityImage. */
export const IMAGE_UPLOAD_URL = '/api/admin/university-images';

/** Where the copies are served (public): `<key>-<width>.webp` under it. */
export const IMAGE_COPIES_PATH = '/api/university-images/';

/** The never-changing address of one copy. */
export const imageUrl = (key: string, width: number) => `${IMAGE_COPIES_PATH}${key}-${width}.webp`;

/** The key and width a copy's file name (`<key>-<width>.webp`) names, or null when it names no copy. */
export function imageCopyOf(file: string): Pick<UniversityImage, 'key' | 'width'> | null {
  const match = /^([0-9a-f]{32})-([1-9]\d{0,3})\.webp$/.exec(file);
  return match ? { key: match[1]!, width: Number(match[2]) } : null;
}

/**
 * The image an address names when it is the widest copy of an upload (an article's cover is saved so): its key and
 * width, from which every copy follows; null for any other address (a site path, an https one).
 */
export function uploadedImageOf(url: string): Pick<UniversityImage, 'key' | 'width'> | null {
  return url.startsWith(IMAGE_COPIES_PATH) ? imageCopyOf(url.slice(IMAGE_COPIES_PATH.length)) : null;
}

/** The `srcset` of an image: every copy with its width. */
export const imageSrcSet = ({ key, width }: Pick<UniversityImage, 'key' | 'width'>) =>
  variantWidths(width)
    .map((w) => `${imageUrl(key, w)} ${w}w`)
    .join(', ');

/**
 * The `sizes` of a card on /universities and /news: the grid of a 80rem container (padding 1rem, 1.5rem from md, 2rem from
 * lg) has 1 column, 2 from md (48rem), 3 from lg (64rem), 1.25rem apart.
 */
export const CARD_IMAGE_SIZES = '(min-width: 80rem) 392px, (min-width: 64rem) calc((100vw - 6.5rem) / 3), (min-width: 48rem) calc((100vw - 4.25rem) / 2), calc(100vw - 2rem)';
/** The `sizes` of an article's cover on /news/$id: a 48rem container, less its padding. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 720px, calc(100vw - 2rem)';
/** The `sizes` of the cover on /universities/$id: a 64rem container, less its padding. */
export const PAGE_IMAGE_SIZES = '(min-width: 64rem) 960px, (min-width: 48rem) calc(100vw - 3rem), calc(100vw - 2rem)';
