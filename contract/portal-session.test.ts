import { describe, expect, it } from 'vitest';
import { postedPortalError } from './portal-session';

const errorOf = (query: string) => postedPortalError(new URLSearchParams(query));

describe('postedPortalError', () => {
  it('reads each code the form route sends back, with the minutes of a limited one', () => {
    expect(errorOf('error=credentials')).toEqual({ code: 'credentials', minutes: 0 });
    expect(errorOf('error=incomplete')).toEqual({ code: 'incomplete', minutes: 0 });
    expect(errorOf('error=unavailable')).toEqual({ code: 'unavailable', minutes: 0 });
    expect(errorOf('error=limited&minutes=1')).toEqual({ code: 'limited', minutes: 1 });
    expect(errorOf('error=limited&minutes=12')).toEqual({ code: 'limited', minutes: 12 });
  });

  it('says nothing for no code or an unknown one, and keeps the minutes within the hour', () => {
    expect(errorOf('')).toBeNull();
    expect(errorOf('error=Call+0700+000+000')).toBeNull();
    expect(errorOf('error=toString')).toBeNull();
    expect(errorOf('error=limited&minutes=99999')).toEqual({ code: 'limited', minutes: 60 });
    expect(errorOf('error=limited&minutes=soon')).toEqual({ code: 'limited', minutes: 1 });
  });
});
