import { BACKGROUND_REQUEST_HEADER } from '@contract/background-request';

/**
 * Requests the app makes by itself (timed refreshes, the offline sync, the outbox sent on a timer) carry this mark:
 * the server answers them but does not count them as the person's activity, so an unattended page still signs out
 * 30 minutes after the last thing a person did (docs/SECURITY.md, Sessions).
 */
export function markedBackground(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set(BACKGROUND_REQUEST_HEADER, '1');
  return { ...init, headers };
}

/**
 * Set on a polled query (`meta`): once it holds data, its fetches are its timed refresh, made in the background.
 * Its first load (a person opened the screen) is not marked.
 */
export const REFRESHED_IN_BACKGROUND = { refreshedInBackground: true } as const;
