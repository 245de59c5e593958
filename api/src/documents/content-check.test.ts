import { describe, expect, it } from 'vitest';
import { sniffContentType } from './content-check';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [1, 2, 3]);
};

describe('sniffContentType', () => {
  it('knows PDF, JPEG, PNG and HEIC/HEIF by their first bytes', () => {
    expect(sniffContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffContentType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffContentType(ftyp('mif1', 'mif1', 'heix'))).toBe('image/heic');
    expect(sniffContentType(ftyp('mif1', 'mif1', 'miaf'))).toBe('image/heif');
    expect(sniffContentType(ftyp('msf1', 'msf1'))).toBe('image/heif');
    expect(sniffContentType(ftyp('heif', 'mif1'))).toBe('image/heif');
  });

  it('refuses everything else, whatever it resembles', () => {
    expect(sniffContentType(bytes('<!doctype html><script>'))).toBeUndefined();
    expect(sniffContentType(bytes(' %PDF-1.7'))).toBeUndefined(); // not at the start
    expect(sniffContentType(bytes('%PDF'))).toBeUndefined(); // no version dash
    expect(sniffContentType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined(); // a PNG's first half only
    expect(sniffContentType(ftyp('isom', 'isom', 'mp41'))).toBeUndefined(); // an MP4 video
    expect(sniffContentType(ftyp('qt  '))).toBeUndefined();
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
  });
});
