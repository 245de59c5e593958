import { describe, expect, it } from 'vitest';
import { PORTAL_FORM_ERRORS, portalFormErrorMessage } from './portal-session';

const messageOf = (query: string) => portalFormErrorMessage(new URLSearchParams(query));

describe('portalFormErrorMessage', () => {
  it('gives the sentence of each code the form route sends back', () => {
    expect(messageOf('error=credentials')).toBe(PORTAL_FORM_ERRORS.credentials);
    expect(messageOf('error=incomplete')).toBe(PORTAL_FORM_ERRORS.incomplete);
    expect(messageOf('error=unavailable')).toBe(PORTAL_FORM_ERRORS.unavailable);
    expect(messageOf('error=limited&minutes=1')).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(messageOf('error=limited&minutes=12')).toBe('Too many sign-in attempts. Please wait 12 minutes and try again.');
  });

  it('says nothing for no code or an unknown one, and keeps the minutes within the hour', () => {
    expect(messageOf('')).toBeNull();
    expect(messageOf('error=Call+0700+000+000')).toBeNull();
    expect(messageOf('error=toString')).toBeNull();
    expect(messageOf('error=limited&minutes=99999')).toBe('Too many sign-in attempts. Please wait 60 minutes and try again.');
    expect(messageOf('error=limited&minutes=soon')).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
  });
});
