// Enquiries written without a connection (docs/PRODUCT.md §2.8), kept in IndexedDB until the server has them. Raw
// IndexedDB, not Dexie or the staff outbox: this is loaded on public pages, only when needed, and must stay small.
import type { EnquiryInput } from '@contract/enquiries';
import { ApiError } from '../../../lib/api-client';
import { ENQUIRY_SENT_EVENT, markPendingEnquiries } from './pending-marker';
import { sendEnquiry } from './send-enquiry';

const DB_NAME = 'mc-enquiries';
const STORE = 'pending';

export type PendingEnquiry = EnquiryInput & { id: string };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  } finally {
    db.close();
  }
}

/** The Background Sync tag the service worker sends kept enquiries under (web/public/enquiry-sync.js). */
const SYNC_TAG = 'mc-send-enquiries';
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to send what waits when the connection returns, even with no page of the site open (Background
 * Sync, where the browser has it; elsewhere the next page load or `online` event sends it).
 */
function askForBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration()
    .then((registration) => (registration as SyncRegistration | undefined)?.sync?.register(SYNC_TAG))
    .catch(() => undefined); // No permission or no worker: the pages send it.
}

/** Keeps an enquiry to send later (by its id: keeping it twice keeps one). */
export async function keepEnquiry(enquiry: PendingEnquiry): Promise<void> {
  await run('readwrite', (store) => store.put(enquiry));
  markPendingEnquiries(true);
  askForBackgroundSync();
}

export const pendingEnquiries = (): Promise<PendingEnquiry[]> => run('readonly', (store) => store.getAll() as IDBRequest<PendingEnquiry[]>);

const forget = (id: string) => run('readwrite', (store) => store.delete(id));

export type FlushOutcome = { sent: string[]; refused: { enquiry: PendingEnquiry; error: ApiError }[] };

/** A refusal that sending again cannot change (bad input): the enquiry is handed back to the form, not retried. */
const isFinal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

let flushing: Promise<FlushOutcome> | null = null;

/**
 * Sends every waiting enquiry, each with its own id (the server stores it once, however often it arrives), one at a
 * time. Sent ones are removed and announced (ENQUIRY_SENT_EVENT); the rest wait for the next `online` event or page
 * load. One flush at a time in this page: the page and the shell may both ask.
 */
export function flushPendingEnquiries(): Promise<FlushOutcome> {
  flushing ??= (async () => {
    const outcome: FlushOutcome = { sent: [], refused: [] };
    try {
      for (const enquiry of await pendingEnquiries()) {
        try {
          await sendEnquiry(enquiry);
        } catch (error) {
          if (!isFinal(error)) break; // still offline, or the server is busy: this one and the rest wait
          outcome.refused.push({ enquiry, error });
          await forget(enquiry.id);
          continue;
        }
        await forget(enquiry.id);
        outcome.sent.push(enquiry.id);
        window.dispatchEvent(new CustomEvent(ENQUIRY_SENT_EVENT, { detail: { id: enquiry.id } }));
      }
      markPendingEnquiries((await pendingEnquiries()).length > 0);
    } finally {
      flushing = null;
    }
    return outcome;
  })();
  return flushing;
}
