// A document sent with the tus protocol (docs/PRODUCT.md §2.7.2). tus-js-client is loaded only when the student
// uploads, so it stays out of the public entry. A dropped connection is retried on its own (retryDelays) and
// continues from the offset the server has; a reload resumes from the fingerprint kept in localStorage.
import { DOCUMENT_MAX_BYTES, UPLOADS_PATH } from '@contract/documents';
import { TOO_LARGE_MESSAGE, uploadErrorMessage } from './upload-message';

export type UploadCallbacks = {
  onProgress: (sent: number, total: number) => void;
  /** Waiting for the connection to come back before trying again. */
  onRetrying: () => void;
};

const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000, 60_000];

export async function uploadDocument(file: File, documentType: string, callbacks: UploadCallbacks): Promise<void> {
  if (file.size > DOCUMENT_MAX_BYTES) throw new Error(TOO_LARGE_MESSAGE);
  const { Upload } = await import('tus-js-client');
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: UPLOADS_PATH,
      retryDelays: RETRY_DELAYS,
      metadata: { documentType, filename: file.name, filetype: file.type },
      // The same file for the same item resumes; the same file for another item is a new upload.
      fingerprint: async (f) => ['mc-document', documentType, f.name, f.size, f.lastModified].join('|'),
      removeFingerprintOnSuccess: true,
      onProgress: callbacks.onProgress,
      onShouldRetry: (err, _attempt, options) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        const retry = status === 0 || status >= 500 || status === 409 || status === 423;
        if (retry && options.retryDelays) callbacks.onRetrying();
        return retry;
      },
      onSuccess: () => resolve(),
      onError: (err) => reject(new Error(uploadErrorMessage(err))),
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, reject);
  });
}
