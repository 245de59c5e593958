import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '@contract/page-head';

/** Set by the build's prerender (web/src/prerender.tsx), which has no document and runs no effects. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Sets the tab title ('Scholarships | Mission Control'), so history, bookmarks and shares name the page. The same
 * function titles the server's <head> (contract/page-head.ts), so the title never changes when the app starts.
 */
export function usePageTitle(title?: string): void {
  const full = documentTitle(title);
  useContext(PageTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
