// Build step (a Vite plugin, in the client build, the server renderer's build and Vitest): a translation catalogue,
// web/src/i18n/catalogues/<language>.json (message id → ICU message, as translators write it), is imported as
// `…/<language>.json?catalogue` and arrives compiled by Lingui's own compiler: the browser gets ready-made message
// parts and never downloads an ICU parser (docs/TRANSLATIONS.md).
import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const QUERY = '?catalogue';
const VIRTUAL = '\0catalogue:';

/** A catalogue's messages, compiled; a message that does not parse fails the build, naming its id. */
export function compileCatalogue(messages: Record<string, string>, file = 'catalogue'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (err) {
        throw new Error(`${file}: the message "${id}" is not valid ICU: ${(err as Error).message}`, { cause: err });
      }
    }),
  );
}

export function linguiCatalogues(): Plugin {
  return {
    name: 'mission-control:lingui-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return undefined;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      // Not ending in .json: Vite's JSON plugin leaves the compiled module alone.
      return resolved ? `${VIRTUAL}${resolved.id}.js` : undefined;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return undefined;
      const file = id.slice(VIRTUAL.length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compileCatalogue(messages, file))};`;
    },
  };
}
