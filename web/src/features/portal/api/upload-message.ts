// The sentence a student sees when an upload stops. The server's refusals are written for the student (a file too
// large, no space left, too many unfinished uploads, the wrong kind of file), so they are shown as they come.
import { DOCUMENT_TOO_LARGE_MESSAGE } from '@contract/documents';

export const TOO_LARGE_MESSAGE = DOCUMENT_TOO_LARGE_MESSAGE;
export const CONNECTION_MESSAGE = 'The upload stopped: check your connection and try again. It will continue where it stopped.';

/** What tus-js-client hands to onError: the server's answer, when there was one. */
export type UploadFailure = Error & { originalResponse?: { getStatus(): number; getBody(): string } | null };

/** The server's sentence for a refused upload (JSON error body or tus's plain text), else one for the connection. */
export function uploadErrorMessage(err: UploadFailure): string {
  const res = err.originalResponse;
  const status = res?.getStatus() ?? 0;
  if (!res || status < 400 || status >= 500) return CONNECTION_MESSAGE;
  const body = res.getBody() ?? '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } };
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // tus answers its refusals as plain text
  }
  if (body.trim()) return body.trim();
  return status === 413 ? TOO_LARGE_MESSAGE : CONNECTION_MESSAGE;
}
