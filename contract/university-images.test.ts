import { describe, expect, it } from 'vitest';
import { programmePatchSchema, universityCreateSchema, universityPatchSchema } from './universities-admin';
import { imageSrcSet, imageUrl, uploadedImageOf, variantWidths } from './university-images';

describe('variantWidths', () => {
  it('makes the standard widths below the image and one at its own width, never wider than 1280', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('imageSrcSet', () => {
  it('lists each copy with its width', () => {
    const key = 'ab'.repeat(16);
    expect(imageSrcSet({ key, width: 700 })).toBe(`${imageUrl(key, 320)} 320w, ${imageUrl(key, 640)} 640w, ${imageUrl(key, 700)} 700w`);
    expect(imageUrl(key, 320)).toBe(`/api/university-images/${key}-320.webp`);
  });
});

describe('uploadedImageOf', () => {
  it("reads an upload's key and widest width from its widest copy's address, and nothing from any other address", () => {
    const key = 'cd'.repeat(16);
    expect(uploadedImageOf(imageUrl(key, 1280))).toEqual({ key, width: 1280 });
    expect(uploadedImageOf('/images/news/general.svg')).toBeNull();
    expect(uploadedImageOf('https://cdn.example/a.webp')).toBeNull();
    expect(uploadedImageOf(`/api/university-images/${key}-0.webp`)).toBeNull();
    expect(uploadedImageOf(`/api/university-images/${key.toUpperCase()}-640.webp`)).toBeNull();
  });
});

describe('the university and programme patches', () => {
  it('leave out what the editor did not send: no default resets the image, the specialties or the archive flag', () => {
    expect(universityPatchSchema.parse({ version: 2, name: 'Universiti X' })).toEqual({ version: 2, name: 'Universiti X' });
    expect(programmePatchSchema.parse({ version: 2, name: 'Law' })).toEqual({ version: 2, name: 'Law' });
  });

  it('give a new university no image unless one is uploaded', () => {
    const created = universityCreateSchema.parse({
      id: crypto.randomUUID(),
      name: 'Universiti X',
      location: 'Ipoh, Perak',
      ranking: 'QS #1000',
      image: '/images/universities/default.svg',
      description: 'A university.',
      programs: 1,
      students: 100,
      type: 'Public',
    });
    expect(created).toMatchObject({ imageKey: null, specialties: [], archived: false });
    expect(universityPatchSchema.safeParse({ version: 1, imageKey: 'not-a-key' }).error?.issues[0]?.message).toBe('Upload the image again: this one is not known.');
  });
});
