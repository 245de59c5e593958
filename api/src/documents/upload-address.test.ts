import { describe, expect, it } from 'vitest';
import { uploadIdOf, uploadIdOfUrl } from './upload-address';

const ID = '0123456789abcdef0123456789abcdef';
const OTHER = 'fedcba9876543210fedcba9876543210';

describe('uploadIdOf', () => {
  it('takes the collection and exactly /api/uploads/<32 hex>', () => {
    expect(uploadIdOf('/api/uploads')).toBe('');
    expect(uploadIdOf(`/api/uploads/${ID}`)).toBe(ID);
  });

  it.each([
    `/api/uploads/${ID}?q=/${OTHER}`,
    `/api/uploads/${ID}/${OTHER}`,
    `/api/uploads/${ID}%2F${OTHER}`,
    `/api/uploads/${ID};/${OTHER}`,
    `/api/uploads/${ID}#/${OTHER}`,
    `/api/uploads//${ID}`,
    `//api/uploads/${ID}`,
    `/api/uploads/../uploads/${ID}`,
    `/api/uploads/${ID}/`,
    `/api/uploads/${ID.toUpperCase()}`,
    `/API/uploads/${ID}`,
    '/api/uploads/',
    '/api/uploads?x',
  ])('names no upload with %s', (target) => {
    expect(uploadIdOf(target)).toBeUndefined();
  });
});

describe('uploadIdOfUrl', () => {
  it("answers the id of tus's whole URL, and nothing once a query string or fragment is there", () => {
    expect(uploadIdOfUrl(`http://127.0.0.1:3000/api/uploads/${ID}`)).toBe(ID);
    expect(uploadIdOfUrl(`http://127.0.0.1:3000/api/uploads/${ID}?q=/${OTHER}`)).toBeUndefined();
    expect(uploadIdOfUrl(`http://127.0.0.1:3000/api/uploads/${ID}?`)).toBeUndefined();
    expect(uploadIdOfUrl(`http://127.0.0.1:3000/api/uploads/${ID}#/${OTHER}`)).toBeUndefined();
    expect(uploadIdOfUrl('not a url')).toBeUndefined();
  });
});
