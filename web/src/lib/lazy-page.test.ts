import { isModuleNotFoundError } from '@tanstack/router-core';
import { describe, expect, it } from 'vitest';
import { ScreenCodeError, screenCodeError } from './lazy-page';

describe('screenCodeError', () => {
  it('keeps the browser’s reason but is not an error TanStack reloads the page for', () => {
    const fetchFailed = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/admin-area-x.js');
    expect(isModuleNotFoundError(fetchFailed)).toBe(true);
    const error = screenCodeError(fetchFailed);
    expect(error).toBeInstanceOf(ScreenCodeError);
    expect(error.message).toContain('admin-area-x.js');
    expect(error.cause).toBe(fetchFailed);
    expect(isModuleNotFoundError(error)).toBe(false);
  });
});
