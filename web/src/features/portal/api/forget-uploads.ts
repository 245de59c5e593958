// What tus-js-client keeps in localStorage to resume an interrupted upload (`tus::<fingerprint>::<n>` keys holding
// the upload's address). At sign-out they go, so the next person at this browser finds no address of this student's
// upload (issue 25 finding 1); the unfinished uploads are cancelled first, which frees their place in the limits.
import { UPLOADS_PATH } from '@contract/documents';

const TUS_KEY_PREFIX = 'tus::';
const UPLOAD_ADDRESS = new RegExp(`^${UPLOADS_PATH}/[0-9a-f]{32}$`);

/** The keys tus-js-client resumes from, and the address of our own API each one holds (if it holds one). */
export function unfinishedUploads(storage: Storage): { key: string; uploadUrl: string | undefined }[] {
  const found: { key: string; uploadUrl: string | undefined }[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key?.startsWith(TUS_KEY_PREFIX)) continue;
    let uploadUrl: string | undefined;
    try {
      const value = JSON.parse(storage.getItem(key) ?? '') as { uploadUrl?: unknown };
      if (typeof value.uploadUrl === 'string' && UPLOAD_ADDRESS.test(value.uploadUrl)) uploadUrl = value.uploadUrl;
    } catch {
      // not one tus-js-client wrote: removed all the same
    }
    found.push({ key, uploadUrl });
  }
  return found;
}

/** Cancels each unfinished upload (best effort: a failure must not keep the student signed in), then drops the keys. */
export async function forgetUnfinishedUploads(storage: Storage, cancel: (uploadUrl: string) => Promise<unknown>): Promise<void> {
  const uploads = unfinishedUploads(storage);
  await Promise.allSettled(uploads.flatMap((u) => (u.uploadUrl ? [cancel(u.uploadUrl)] : [])));
  for (const u of uploads) storage.removeItem(u.key);
}

/** DELETE on the upload (the tus termination), while the session that created it is still valid. */
export const cancelUpload = (uploadUrl: string): Promise<Response> =>
  fetch(uploadUrl, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' }, credentials: 'same-origin', signal: AbortSignal.timeout(3_000) });
