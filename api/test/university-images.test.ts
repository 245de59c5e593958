import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, adminUniversitySchema, can, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, imageUrl, universityImageSchema, type AdminUniversity, type UniversityDetail } from '@contract';
import { readContentVersion } from '../src/ssr/content-version';
import { cookieFor, errorMessage } from './admin-helpers';
import { auditOf, countRows, errorOf, sendAs } from './crm-write-helpers';
import { startTestApi, type TestApi } from './test-api';

// Uploaded images (docs/PRODUCT.md §3.15.1): uploaded with universities:write (or content:write, an article's cover),
// checked by their bytes, resized to WebP copies served from addresses that never change, and attached to a
// university by a versioned, audited edit.

let api: TestApi;
let partnerships: string;
beforeAll(async () => {
  api = await startTestApi();
  partnerships = await cookieFor(api.db.knex, 'partnerships');
});
afterAll(() => api.close());

const UPLOAD = '/api/admin/university-images';

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .toFormat(format)
    .toBuffer();

function upload(bytes: Buffer | Uint8Array, { cookie = partnerships, type = 'image/jpeg', origin = api.url }: { cookie?: string | null; type?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': type, origin };
  if (cookie) headers.cookie = cookie;
  return api.request(UPLOAD, { method: 'POST', headers, body: new Uint8Array(bytes) });
}

async function uploaded(bytes: Buffer) {
  const res = await upload(bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return universityImageSchema.parse(await res.json());
}

async function createUniversity(): Promise<AdminUniversity> {
  const res = await sendAs(api, 'POST', '/api/admin/universities', partnerships, {
    id: randomUUID(),
    name: `Universiti Imej ${randomUUID().slice(0, 6)}`,
    location: 'Kuching, Sarawak',
    ranking: 'QS #900',
    image: '/images/universities/default.svg',
    description: 'A university with a picture.',
    programs: 10,
    students: 2000,
    type: 'Public',
  });
  expect(res.status).toBe(201);
  return adminUniversitySchema.parse(await res.json());
}

describe('POST /api/admin/university-images', () => {
  it('keeps the access rules: 401 without a session, 403 from another site and for roles that write neither universities nor articles', async () => {
    const uploads = (r: (typeof ADMIN_ROLES)[number]) => can(r, 'universities:write') || can(r, 'content:write');
    const bytes = await picture(40, 20, 'png');
    const before = await countRows(api.db.knex, 'university_images');
    const anonymous = await upload(bytes, { cookie: null, type: 'image/png' });
    expect(anonymous.status).toBe(401);
    const foreign = await upload(bytes, { cookie: await cookieFor(api.db.knex, 'super_admin'), type: 'image/png', origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const statuses: Record<string, number> = {};
    for (const role of ADMIN_ROLES.filter((r) => !uploads(r))) {
      const res = await upload(bytes, { cookie: await cookieFor(api.db.knex, role), type: 'image/png' });
      statuses[role] = res.status;
      expect(await errorMessage(res)).toBe('Your role does not allow this.');
    }
    expect(Object.keys(statuses)).toContain('counselor');
    expect(Object.values(statuses).every((s) => s === 403)).toBe(true);
    expect(await countRows(api.db.knex, 'university_images')).toBe(before);
    // Partnerships for a university's image, marketing for an article's cover.
    expect(ADMIN_ROLES.filter(uploads)).toEqual(expect.arrayContaining(['partnerships', 'marketing', 'super_admin']));
    for (const role of ADMIN_ROLES.filter(uploads)) {
      const res = await upload(bytes, { cookie: await cookieFor(api.db.knex, role), type: 'image/png' });
      expect(res.status, role).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('makes WebP copies at 320, 640, 960 and 1280 px of a wide photo, served for a year from addresses that never change', async () => {
    const image = await uploaded(await picture(2000, 1000));
    expect(image).toMatchObject({ width: 1280, height: 640 });
    for (const width of [320, 640, 960, 1280]) {
      const res = await api.request(imageUrl(image.key, width));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    expect((await api.request(imageUrl(image.key, 1000))).status).toBe(404);
    expect((await api.request(`/api/university-images/${image.key}-320.png`)).status).toBe(404);
    expect((await api.request(imageUrl('0'.repeat(32), 320))).status).toBe(404);
  });

  it('never enlarges: a small logo is one copy at its own width; PNG and WebP are taken too', async () => {
    expect(await uploaded(await picture(200, 100, 'png'))).toMatchObject({ width: 200, height: 100 });
    const webp = await uploaded(await picture(700, 350, 'webp'));
    expect(webp).toMatchObject({ width: 700, height: 350 });
    const widths = await api.db.knex('university_image_variants').where({ image_key: webp.key }).orderBy('width').pluck('width');
    expect(widths).toEqual([320, 640, 700]);
  });

  it('stores the same file uploaded twice once', async () => {
    const bytes = await picture(300, 300, 'png');
    const first = await uploaded(bytes);
    expect(await uploaded(bytes)).toEqual(first);
    expect(await countRows(api.db.knex, 'university_image_variants', { image_key: first.key })).toBe(1);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever the Content-Type says, next to the image field', async () => {
    for (const [bytes, type] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png'],
      [await picture(20, 20, 'gif'), 'image/jpeg'],
      [Buffer.from('%PDF-1.7 not an image'), 'application/octet-stream'],
      [await picture(20, 20, 'png'), 'text/plain'],
    ] as const) {
      const res = await upload(bytes, { type });
      expect(res.status, type).toBe(415);
      const error = await errorOf(res);
      expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
      expect(error.details).toEqual([{ field: 'image', message: IMAGE_TYPE_MESSAGE }]);
    }
    const damaged = (await picture(400, 400, 'png')).subarray(0, 200);
    const res = await upload(damaged, { type: 'image/png' });
    expect(res.status).toBe(422);
    expect(await errorMessage(res)).toMatch(/could not be read/);
  });

  it('refuses a file over 5 MB with 413, and an empty one with 400', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), { type: 'image/png' });
    expect(res.status).toBe(413);
    expect(await errorMessage(res)).toBe(IMAGE_TOO_LARGE_MESSAGE);
    const empty = await upload(Buffer.alloc(0), { type: 'image/png' });
    expect(empty.status).toBe(400);
  });
});

describe("a university's picture", () => {
  it('is set by a versioned, audited edit that the public reads show on the next request', async () => {
    const university = await createUniversity();
    expect(university.picture).toBeNull();
    const image = await uploaded(await picture(1600, 900));
    const versionBefore = await readContentVersion(api.db.knex);

    const res = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { imageKey: image.key, version: university.version });
    expect(res.status).toBe(200);
    const saved = adminUniversitySchema.parse(await res.json());
    expect(saved.picture).toEqual(image);
    expect(await readContentVersion(api.db.knex)).not.toBe(versionBefore);
    const [, update] = await auditOf(api.db.knex, 'university', String(university.id));
    expect(update).toMatchObject({ action: 'updated', after: { picture: image }, before: { picture: null } });

    const page = (await (await api.request(`/api/universities/${university.id}`)).json()) as UniversityDetail;
    expect(page.picture).toEqual(image);
    const list = (await (await api.request('/api/universities')).json()) as UniversityDetail[];
    expect(list.find((u) => u.id === university.id)?.picture).toEqual(image);

    // An edit that leaves the image out keeps it; a stale one is a 409; null takes it off (the banner again).
    const renamed = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { description: 'Now with a new text.', version: saved.version });
    const kept = adminUniversitySchema.parse(await renamed.json());
    expect(kept.picture).toEqual(image);
    const stale = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { imageKey: null, version: saved.version });
    expect(stale.status).toBe(409);
    const removed = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { imageKey: null, version: kept.version });
    expect(adminUniversitySchema.parse(await removed.json()).picture).toBeNull();
  });

  it('refuses an image key never uploaded, or not a key at all, next to the field', async () => {
    const university = await createUniversity();
    const unknown = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { imageKey: 'a'.repeat(32), version: university.version });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).details).toEqual([{ field: 'imageKey', message: 'This image is not stored any more: upload it again.' }]);
    const malformed = await sendAs(api, 'PATCH', `/api/admin/universities/${university.id}`, partnerships, { imageKey: '../etc/passwd', version: university.version });
    expect(malformed.status).toBe(400);
  });

  it('can be given when the university is created', async () => {
    const image = await uploaded(await picture(640, 480, 'png'));
    const res = await sendAs(api, 'POST', '/api/admin/universities', partnerships, {
      id: randomUUID(),
      name: `Universiti Gambar ${randomUUID().slice(0, 6)}`,
      location: 'Miri, Sarawak',
      ranking: 'QS #1200',
      image: '/images/universities/default.svg',
      description: 'Created with its picture.',
      programs: 5,
      students: 900,
      type: 'Private',
      imageKey: image.key,
    });
    expect(res.status).toBe(201);
    expect(adminUniversitySchema.parse(await res.json()).picture).toEqual(image);
  });
});

describe("an article's uploaded cover", () => {
  it('is uploaded by marketing and saved as its widest copy; the published article gives that address and it is served', async () => {
    const marketing = await cookieFor(api.db.knex, 'marketing');
    const res = await upload(await picture(1600, 900), { cookie: marketing });
    expect(res.status).toBe(201);
    const image = universityImageSchema.parse(await res.json());
    const cover = imageUrl(image.key, image.width);
    const created = await sendAs(api, 'POST', '/api/admin/news', marketing, {
      id: randomUUID(),
      title: 'Our Kampala office opens',
      category: 'events',
      author: 'Chidinma Okafor',
      excerpt: 'Come and see us.',
      content: 'Open **every weekday**.',
      tags: [],
      imageUrl: cover,
      status: 'published',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const article = (await (await api.request(`/api/news/article/${id}`)).json()) as { imageUrl: string };
    expect(article.imageUrl).toBe(cover);
    const served = await api.request(imageUrl(image.key, 640));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });
});
