import { describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGE, TOO_LARGE_MESSAGE, uploadErrorMessage } from './upload-message';

const failure = (status: number, body: string) => Object.assign(new Error('tus: failed'), { originalResponse: { getStatus: () => status, getBody: () => body } });

describe('uploadErrorMessage', () => {
  it("shows the server's sentence for a refusal: no space left (413), too many unfinished uploads (429)", () => {
    const space = 'There is not enough space for this file. Your documents can take up to 200 MB in all and 5 MB is left.';
    expect(uploadErrorMessage(failure(413, `${space}\n`))).toBe(space);
    const many = 'You have 5 uploads that are not finished. Finish or cancel one of them, then try again.';
    expect(uploadErrorMessage(failure(429, `${many}\n`))).toBe(many);
  });

  it('reads the API error body, and says the file is too large for a 413 without one', () => {
    expect(uploadErrorMessage(failure(401, JSON.stringify({ error: { message: 'Your session has ended. Please sign in again.' } })))).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(uploadErrorMessage(failure(413, ''))).toBe(TOO_LARGE_MESSAGE);
  });

  it('speaks of the connection when there was no answer or the server failed', () => {
    expect(uploadErrorMessage(new Error('network'))).toBe(CONNECTION_MESSAGE);
    expect(uploadErrorMessage(failure(502, 'Bad gateway'))).toBe(CONNECTION_MESSAGE);
  });
});
