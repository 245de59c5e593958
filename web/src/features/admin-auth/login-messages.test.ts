import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { inlineLoginFailure, LOGIN_MESSAGES, loginFailure } from './login-messages';

describe('loginFailure', () => {
  it("answers 'Access Denied' for refused credentials", () => {
    const body = JSON.stringify({ error: { status: 401, message: 'Invalid credentials. Please check your username and password.' } });
    expect(loginFailure(new ApiError(401, body, 'Unauthorized'))).toEqual({
      title: 'Access Denied',
      description: 'Invalid credentials. Please check your username and password.',
    });
  });
  it("keeps the title and gives the server's reason for another refusal", () => {
    const body = JSON.stringify({ error: { status: 429, message: 'Too many sign-in attempts. Try again in a minute.' } });
    expect(loginFailure(new ApiError(429, body, 'Too Many Requests'))).toEqual({
      title: 'Access Denied',
      description: 'Too many sign-in attempts. Try again in a minute.',
    });
  });
  it('says so when the server cannot be reached', () => {
    expect(loginFailure(new TypeError('Failed to fetch')).description).toMatch(/could not be reached/);
  });
  it('words the welcome with the full name', () => {
    expect(LOGIN_MESSAGES.granted('Hodan Ali Farah')).toEqual({
      title: 'Mission Control Access Granted',
      description: 'Welcome back, Hodan Ali Farah',
    });
  });
  it('keeps the usual inline alert, except for too many attempts, where it gives the wait', () => {
    const denied = JSON.stringify({ error: { status: 401, message: 'Invalid credentials. Please check your username and password.' } });
    expect(inlineLoginFailure(new ApiError(401, denied, 'Unauthorized'))).toBe(LOGIN_MESSAGES.inline);
    const limited = JSON.stringify({ error: { status: 429, message: 'Too many sign-in attempts. Please wait 1 minute and try again.' } });
    expect(inlineLoginFailure(new ApiError(429, limited, 'Too Many Requests'))).toBe(
      'Too many sign-in attempts. Please wait 1 minute and try again.',
    );
    expect(inlineLoginFailure(new TypeError('Failed to fetch'))).toBe(LOGIN_MESSAGES.inline);
  });
});
