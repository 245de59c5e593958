import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './images';

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1e3a8a' } });

describe('processImage', () => {
  it('turns a photo upright as its EXIF says and publishes none of its metadata', async () => {
    // 1600 × 800 as stored, orientation 6: the camera was turned, the photo is 800 wide and 1600 tall.
    const bytes = await photo(1600, 800).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'A. Student' } } }).toBuffer();
    const image = await processImage(bytes);
    expect(image).toMatchObject({ width: 800, height: 1600 });
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 640],
      [640, 1280],
      [800, 1600],
    ]);
    const meta = await sharp(image.variants[0]!.webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('names an image by its bytes: the same file gives the same key, another file another', async () => {
    const a = await photo(100, 100).png().toBuffer();
    const b = await photo(100, 101).png().toBuffer();
    expect((await processImage(a)).key).toBe((await processImage(a)).key);
    expect((await processImage(a)).key).not.toBe((await processImage(b)).key);
    expect((await processImage(a)).key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps a PNG logo’s transparency', async () => {
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const meta = await sharp((await processImage(logo)).variants[0]!.webp).metadata();
    expect(meta.hasAlpha).toBe(true);
  });
});
