import { useEffect } from 'react';
import { hasPendingEnquiries } from './pending-marker';

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
    return () => window.removeEventListener('online', sendWaitingEnquiries);
  }, []);
}
