import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_STORAGE_KEY, readStoredTheme } from './color-mode';

describe('readStoredTheme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the storage key 'vite-ui-theme' and keeps a valid stored choice", () => {
    expect(DEFAULT_THEME_STORAGE_KEY).toBe('vite-ui-theme');
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'vite-ui-theme' ? 'dark' : null) });
    expect(readStoredTheme('vite-ui-theme', 'system')).toBe('dark');
  });

  it('falls back to the default for nothing stored, a bad value, or blocked storage', () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    expect(readStoredTheme('vite-ui-theme', 'system')).toBe('system');
    vi.stubGlobal('localStorage', { getItem: () => 'purple' });
    expect(readStoredTheme('vite-ui-theme', 'dark')).toBe('dark');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(readStoredTheme('vite-ui-theme', 'system')).toBe('system');
  });
});
