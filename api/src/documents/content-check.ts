// What a file is, from its first bytes (docs/SECURITY.md §documents): the name and the browser's type are the
// sender's word, the content is not. Only PDF, JPEG, PNG and HEIC/HEIF are taken.
import { validationText } from '@contract/i18n/validation';

/** Enough bytes to read an ISO-BMFF `ftyp` box with a few compatible brands. */
export const SNIFF_BYTES = 64;

/** HEVC-coded images (HEIC), then the general HEIF image and sequence brands. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

export type SniffedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic' | 'image/heif';

export function sniffContentType(head: Uint8Array): SniffedType | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // HEIC/HEIF: a box of `size` bytes of type `ftyp`, its major brand, a minor version, then compatible brands.
  if (head.length >= 16 && ascii(head, 4, 8) === 'ftyp') {
    const size = Math.min(((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0, head.length);
    const brands = [ascii(head, 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, at + 4));
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'image/heif';
  }
  return undefined;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export const WRONG_CONTENT_MESSAGE = validationText('documentWrongType');
