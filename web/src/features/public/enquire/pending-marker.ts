/**
 * A flag in localStorage saying that enquiries wait in IndexedDB (pending-enquiries.ts). Reading it costs nothing, so
 * every public page checks it (use-pending-enquiries.ts) and loads the storage and sending code only when it is set:
 * a visitor who never sent an enquiry offline downloads none of it. Kept apart so the shell imports only this.
 */
const MARKER = 'mc-pending-enquiries';

export function hasPendingEnquiries(): boolean {
  try {
    return localStorage.getItem(MARKER) === '1';
  } catch {
    return false; // storage blocked: nothing can be waiting either
  }
}

export function markPendingEnquiries(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(MARKER, '1');
    else localStorage.removeItem(MARKER);
  } catch {
    // storage blocked: the page that holds the enquiry sends it when the connection returns
  }
}

/** Fired on window when a waiting enquiry has been received by the server: the enquiry page says "Enquiry sent". */
export const ENQUIRY_SENT_EVENT = 'mc:enquiry-sent';
