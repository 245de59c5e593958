import { describe, expect, it } from 'vitest';
import { screenCodeError } from '../lib/lazy-page';
import en from '../i18n/catalogues/en.json';
import { pageErrorReason as reasonId } from './page-error';

const pageErrorReason = (error: unknown, online: boolean) => en[reasonId(error, online)];

describe('pageErrorReason', () => {
  const missing = screenCodeError(new TypeError('Failed to fetch dynamically imported module: /assets/admin-area-x.js'));

  it('tells an offline person the page is not on the device yet', () => {
    expect(pageErrorReason(missing, false)).toMatch(/^You are offline, and this page has not been saved on this device yet\./);
  });

  it('online, says the code could not be downloaded (a dropped connection or a new build)', () => {
    expect(pageErrorReason(missing, true)).toMatch(/^Its code could not be downloaded/);
  });

  it('any other failure, online or not, is a plain "something went wrong"', () => {
    for (const online of [true, false]) expect(pageErrorReason(new Error('boom'), online)).toMatch(/^Something went wrong while opening it\./);
  });
});
