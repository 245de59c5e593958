// Which upload a request to /api/uploads names (docs/SECURITY.md, issue 25 finding 1). The Koa owner check and tus
// must agree: tus by itself takes the last `/` segment of the whole URL, query string included, so
// `/api/uploads/<own>?q=/<another's>` once passed the check on the first id and reached the second. Only the exact
// forms below are an upload's address; anything else (a query string, `//`, `..`, `%2F`, `;`, upper case, a
// trailing slash) names no upload.
import { UPLOADS_PATH } from '@contract';

const UPLOAD_TARGET = new RegExp(`^${UPLOADS_PATH}/([0-9a-f]{32})$`);

/** '' for the collection (`POST /api/uploads`), the id of one upload, or undefined when the target is anything else. */
export function uploadIdOf(target: string): string | undefined {
  if (target === UPLOADS_PATH) return '';
  return UPLOAD_TARGET.exec(target)?.[1];
}

/** The same for tus's whole URL (`http://host/api/uploads/<id>`): no query string or fragment either. */
export function uploadIdOfUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.search !== '' || parsed.hash !== '' || url.includes('?') || url.includes('#')) return undefined;
  return uploadIdOf(parsed.pathname);
}
