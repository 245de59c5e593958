import { describe, expect, it } from 'vitest';
import { bestAcceptedLanguage, pathLanguage, resolveLanguage } from './request-language';

describe('resolveLanguage', () => {
  it("takes the form's language first, then the path's prefix, the cookie, Accept-Language, English", () => {
    const all = { body: 'am', path: '/so/enquire', cookie: 'sw', acceptLanguage: 'fr' };
    expect(resolveLanguage(all)).toBe('am');
    expect(resolveLanguage({ ...all, body: undefined })).toBe('so');
    expect(resolveLanguage({ ...all, body: undefined, path: '/enquire' })).toBe('sw');
    expect(resolveLanguage({ acceptLanguage: 'fr', path: '/api/enquiries' })).toBe('fr');
    expect(resolveLanguage({})).toBe('en');
  });

  it('ignores what is not one of our languages', () => {
    expect(resolveLanguage({ body: 'de', cookie: 'xx', acceptLanguage: 'de-DE', path: '/de/enquire' })).toBe('en');
    expect(resolveLanguage({ body: 42, cookie: 'sw' })).toBe('sw');
  });
});

describe('bestAcceptedLanguage', () => {
  it('picks the highest q among ours, by primary subtag, the earliest on a tie', () => {
    expect(bestAcceptedLanguage('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(bestAcceptedLanguage('de-DE,de;q=0.9,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(bestAcceptedLanguage('en;q=0.5, so;q=0.8')).toBe('so');
    expect(bestAcceptedLanguage('fr, am')).toBe('fr');
  });

  it('refuses q=0 and names nothing for a header without our languages', () => {
    expect(bestAcceptedLanguage('sw;q=0, en;q=0.1')).toBe('en');
    expect(bestAcceptedLanguage('de, it')).toBeUndefined();
    expect(bestAcceptedLanguage(undefined)).toBeUndefined();
    expect(bestAcceptedLanguage('*')).toBeUndefined();
  });
});

describe('pathLanguage', () => {
  it('reads a language prefix, never English or a look-alike', () => {
    expect(pathLanguage('/sw/enquire')).toBe('sw');
    expect(pathLanguage('/ar')).toBe('ar');
    expect(pathLanguage('/en/enquire')).toBeUndefined();
    expect(pathLanguage('/swx/enquire')).toBeUndefined();
    expect(pathLanguage('/enquire')).toBeUndefined();
  });
});
