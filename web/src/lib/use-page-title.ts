import { createContext, useContext, useEffect } from 'react';

const SITE = 'Mission Control';

/** Set by the build's prerender (web/src/prerender.tsx), which has no document and runs no effects. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the tab title ('Scholarships | Mission Control'), so history, bookmarks and shares name the page. */
export function usePageTitle(title?: string): void {
  const full = title ? `${title} | ${SITE}` : `${SITE}: study in Malaysia from Africa`;
  useContext(PageTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
