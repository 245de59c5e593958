import { useEffect } from 'react';

const SITE = 'Mission Control';

/** Sets the tab title ('Scholarships | Mission Control'), so history, bookmarks and shares name the page. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE}: study in Malaysia from Africa`;
  }, [title]);
}
