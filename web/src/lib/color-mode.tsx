/**
 * Theme preference: light, dark or system (docs/PRODUCT.md §4.1).
 *
 * Usage:
 *   <ThemeProvider defaultTheme="system">...</ThemeProvider>      // public site (the default)
 *   <ThemeProvider defaultTheme="dark">...</ThemeProvider>        // Mission Control (/admin)
 *   const { theme, resolvedTheme, setTheme } = useTheme();
 *
 * The choice is saved in localStorage under `storageKey` (default 'vite-ui-theme') and applied as a
 * 'light' or 'dark' class on <html>, which Chakra's _dark condition reads. 'system' follows
 * prefers-color-scheme, live. The first paint is handled by /theme-init.js (web/public), which applies the
 * same rules before React loads; keep the two in step.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;
export const DEFAULT_THEME_STORAGE_KEY = 'vite-ui-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ThemeContextValue = {
  /** What the user chose (or the default). */
  theme: Theme;
  /** What is on screen: 'system' resolved against the OS preference. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

export function readStoredTheme(storageKey: string, fallback: Theme): Theme {
  try {
    const stored = localStorage.getItem(storageKey);
    return isTheme(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

const systemTheme = (): ResolvedTheme =>
  typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';

export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

/** The OS preference, kept current while the page is open. */
function useSystemTheme(): ResolvedTheme {
  const [system, setSystem] = useState<ResolvedTheme>(systemTheme);
  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    // The preference may have changed between the render that read it and this effect (hydration defers
    // effects): read it again now that no change can be missed.
    onChange();
    return () => query.removeEventListener('change', onChange);
  }, []);
  return system;
}

export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = DEFAULT_THEME_STORAGE_KEY,
}: {
  children: ReactNode;
  defaultTheme?: Theme;
  storageKey?: string;
}) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(storageKey, defaultTheme));
  const system = useSystemTheme();
  const resolvedTheme = theme === 'system' ? system : theme;

  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  // Another tab changed the preference: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setThemeState(isTheme(event.newValue) ? event.newValue : defaultTheme);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, defaultTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Storage blocked: the choice still applies for this visit.
      }
      setThemeState(next);
    },
    [storageKey],
  );

  // The server knows neither the stored choice nor the device's: while hydrating, render what it rendered (the
  // default, shown light); the page's colours already follow the class /theme-init.js set, which is CSS.
  const hydrated = useHydrated();
  const shownTheme = hydrated ? theme : defaultTheme;
  const shownResolved = hydrated ? resolvedTheme : defaultTheme === 'dark' ? 'dark' : 'light';
  const value = useMemo(
    () => ({ theme: shownTheme, resolvedTheme: shownResolved, setTheme }),
    [shownTheme, shownResolved, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme() needs a <ThemeProvider> above it.');
  return value;
}
