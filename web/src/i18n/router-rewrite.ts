import type { LocationRewrite } from '@tanstack/react-router';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { isUnlocalisedPath, languagePath, splitLanguagePath } from '@contract/language-paths';

/**
 * The router's routes know one address per page ('/about'); the URL carries the page's language ('/so/about'). The
 * rewrite strips this page's language from the URL the router reads and puts it back on every link and navigation,
 * so links inside a language stay in it. Another language's prefix is not stripped: such a URL is a page of that
 * language, which the switcher reaches by a full load (its catalogue). Staff screens stay unprefixed.
 */
export function languageRewrite(language: Language): LocationRewrite | undefined {
  if (language === DEFAULT_LANGUAGE) return undefined;
  return {
    input: ({ url }) => {
      const split = splitLanguagePath(url.pathname);
      if (split.language === language) url.pathname = split.path;
      return url;
    },
    output: ({ url }) => {
      if (!isUnlocalisedPath(url.pathname)) url.pathname = languagePath(language, url.pathname);
      return url;
    },
  };
}
