/**
 * Toasts (docs/PRODUCT.md §4.2): one visible at a time, shown for 5000 ms, swiped right past 50 px to dismiss,
 * F8 moves focus to them; a 'default' and a 'destructive' variant.
 *
 *   import { toaster } from '../components/toaster';
 *   toaster.show({ title: 'Access Denied', description: 'Invalid credentials…', variant: 'destructive' });
 *
 * <Toaster /> is mounted once, in app/providers.tsx. Its view (Chakra + the zag toast machine) is loaded only
 * when the first toast is shown, so pages that never toast never download it.
 */
import { createToaster } from '@chakra-ui/react';
import { lazy, useEffect, useState } from 'react';
import { OptionalChunk } from './optional-chunk';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/**
 * The removal delay (docs/PRODUCT.md §4.2): how long a dismissed toast's record is kept before it is dropped. The record stays,
 * but the dismissed toast is hidden (visibility: hidden after its exit fade, so it leaves the accessibility
 * tree too), and a new toast replaces it instead of queueing behind it.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to 5000. */
  duration?: number;
};

export const toastStore = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  hotkey: TOAST_HOTKEY,
  pauseOnPageIdle: true,
});

export const toaster = {
  /** Shows a toast, replacing the one on screen (one at a time). Answers its id. */
  show({ title, description, variant = 'default', duration }: ToastInput): string {
    // Drop the current or dismissed-but-kept toast at once: with max 1 the store would queue the new one.
    if (toastStore.getCount() > 0) toastStore.remove();
    return toastStore.create({
      title,
      description,
      // An explicit undefined would override the store's 5000 ms default.
      duration: duration ?? TOAST_DURATION_MS,
      type: variant === 'destructive' ? 'error' : 'info',
      closable: true,
    });
  },
  /** Dismisses one toast, or all of them without an id. */
  dismiss(id?: string): void {
    toastStore.dismiss(id);
  },
};

const loadView = () => import('./toaster-view');
const ToasterView = lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

/**
 * Loads the toasts' code ahead of the first toast. Mission Control calls it on start: its toasts ("Saved - waiting
 * to sync") mostly come with the network gone, when a chunk could not be fetched any more.
 */
export function preloadToaster(): void {
  void loadView().catch(() => undefined);
}

/** Mount once at the app root. */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toastStore.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    return toastStore.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <OptionalChunk>
      <ToasterView store={toastStore} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} />
    </OptionalChunk>
  );
}
