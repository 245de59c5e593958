import type { Plugin } from 'vite';

/**
 * Mission Control's own chunks, found as the bundle is written: the service worker leaves them out of its precache
 * (students never download them) and `admin-assets.json` lists them for the admin-code cache filled after an admin
 * signs in (web/src/lib/offline/admin-code-cache.ts). `files` holds their names once the bundle is generated.
 */
export function adminChunks(): { plugin: Plugin; files: ReadonlySet<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'mission-control:admin-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      // What the admin routes (and the admin session's logout wipe) load on demand: the roots of admin-only code.
      const roots = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (!/[\\/]web[\\/]src[\\/](app[\\/]routes[\\/]admin\.tsx|lib[\\/]admin-session\.ts)$/.test(id)) continue;
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) roots.add(target);
      }
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      // Public: what the entry reaches, statically or on demand, without loading an admin root on demand. (A chunk,
      // not a facade: Dexie's chunk holds the offline database but has no facade, admin chunks import it too.)
      const publicFiles = new Set<string>();
      const visit = (fileName: string, dynamic: boolean) => {
        const chunk = chunks.get(fileName);
        if (!chunk || publicFiles.has(fileName) || (dynamic && chunk.moduleIds.some((id) => roots.has(id)))) return;
        publicFiles.add(fileName);
        for (const next of chunk.imports) visit(next, false);
        for (const next of chunk.dynamicImports) visit(next, true);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName, false);
      files.clear();
      for (const fileName of chunks.keys()) if (!publicFiles.has(fileName)) files.add(fileName);
      // Read by web/src/lib/offline/admin-code-cache.ts after an admin signs in.
      const source = JSON.stringify([...files].sort().map((fileName) => `/${fileName}`));
      this.emitFile({ type: 'asset', fileName: 'admin-assets.json', source });
    },
  };
  return { plugin, files };
}
