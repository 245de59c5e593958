import { useEffect } from 'react';
import { ENQUIRY_SENT_EVENT, hasPendingEnquiries } from './pending-marker';

/** Loads the sending code (a small lazy chunk) and sends what waits; a failure leaves it waiting for the next try. */
export function sendWaitingEnquiries(): void {
  if (!hasPendingEnquiries() || !navigator.onLine) return;
  void import('./pending-enquiries')
    .then((m) => m.flushPendingEnquiries())
    .catch(() => undefined);
}

/**
 * On every public page: an enquiry kept while offline (docs/PRODUCT.md §2.8) is sent when the page loads and when the
 * connection returns, whichever page the visitor is on. Costs one localStorage read until there is something to send.
 */
export function usePendingEnquiries(): void {
  useEffect(() => {
    sendWaitingEnquiries();
    window.addEventListener('online', sendWaitingEnquiries);
    // The service worker's Background Sync sent one (web/public/enquiry-sync.js): the page says so, and the next
    // flush finds nothing waiting and clears the flag.
    const fromWorker = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; id?: unknown } | null;
      if (data?.type !== 'mc:enquiry-sent' || typeof data.id !== 'string') return;
      window.dispatchEvent(new CustomEvent(ENQUIRY_SENT_EVENT, { detail: { id: data.id } }));
      sendWaitingEnquiries();
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', sendWaitingEnquiries);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, []);
}
