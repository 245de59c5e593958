import { createContext, useContext, useEffect } from 'react';
import { documentTitle } from '@contract/page-head';
import { useT } from '../i18n/i18n';

/** Set by the build's prerender (web/src/prerender.tsx), which has no document and runs no effects. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * Sets the tab title ('Scholarships | Mission Control'), so history, bookmarks and shares name the page. The same
 * function titles the server's <head> (contract/page-head.ts), so the title never changes when the app starts.
 */
export function usePageTitle(title?: string): void {
  // The home page's title is the site's own, in the page's language (issue 29); another page passes its title translated.
  const home = useT()('title.home');
  const full = title ? documentTitle(title) : home;
  useContext(PageTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
