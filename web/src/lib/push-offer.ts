import { useSyncExternalStore } from 'react';
import type { NotificationAudience } from '@contract/notification-centre';
import { apiRequest } from './api-client';

// The Web Push offer (issue 30 item 3): never on page load. A screen calls markUsefulMoment after something the person
// came to do worked (a student's document uploaded, a staff member's record saved); only then, and only while the
// browser has not been asked and the person has not said "Not now", is the offer shown.

/**
 * The notification endpoints' base for each audience: the centre's (features/notifications) and the push
 * subscription's. It lives here, below the features, because the offline engine marks the useful moment.
 */
export const NOTIFICATIONS_BASE: Record<NotificationAudience, string> = { portal: '/api/portal', admin: '/api/admin' };

const KEY = 'mc-push-offer';
const EVENT = 'mc:push-offer';

/** 'ready': a useful moment happened, show the offer. 'closed': dismissed, refused or done: never again here. */
type OfferState = 'ready' | 'closed';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function readState(audience: NotificationAudience): OfferState | null {
  try {
    const value = localStorage.getItem(`${KEY}:${audience}`);
    return value === 'ready' || value === 'closed' ? value : null;
  } catch {
    return null;
  }
}

function writeState(audience: NotificationAudience, state: OfferState): void {
  try {
    localStorage.setItem(`${KEY}:${audience}`, state);
  } catch {
    // Private mode: the offer then lasts until the page is left.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Something useful just worked: the offer may appear (once the browser could show pushes and was never asked). */
export function markUsefulMoment(audience: NotificationAudience): void {
  if (!pushSupported() || Notification.permission !== 'default' || readState(audience) !== null) return;
  writeState(audience, 'ready');
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** Whether the offer shows now. */
export function usePushOfferShown(audience: NotificationAudience): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pushSupported() && Notification.permission === 'default' && readState(audience) === 'ready',
    () => false,
  );
}

/** "Not now": the offer closes for good on this browser (the browser's own setting can still allow them). */
export function dismissPushOffer(audience: NotificationAudience): void {
  writeState(audience, 'closed');
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const SERVICE_WORKER_WAIT_MS = 10_000;

/**
 * Asks the browser for permission (the person pressed "Turn on"), subscribes this browser with the server's VAPID key
 * and gives the subscription to the server. Answers 'on', 'denied' (the person said no in the browser's prompt) or
 * throws when it could not be done (no service worker yet, no network): the offer stays to try again.
 */
export async function turnOnPush(audience: NotificationAudience): Promise<'on' | 'denied'> {
  const base = NOTIFICATIONS_BASE[audience];
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    writeState(audience, 'closed');
    return 'denied';
  }
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The service worker is not ready.')), SERVICE_WORKER_WAIT_MS)),
  ]);
  const { publicKey } = await apiRequest<{ publicKey: string }>('GET', `${base}/push/public-key`);
  const existing = await registration.pushManager.getSubscription();
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiRequest('POST', `${base}/push-subscriptions`, subscription.toJSON());
  writeState(audience, 'closed');
  return 'on';
}
