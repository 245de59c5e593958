import { describe, expect, it } from 'vitest';
import { uploadRefusal } from './upload-limits';

const MB = 1024 * 1024;
const none = { unfinished: 0, unfinishedBytes: 0, storedBytes: 0 };

describe('uploadRefusal', () => {
  it('takes an upload within every limit', () => {
    expect(uploadRefusal(none, 10 * MB)).toBeUndefined();
    expect(uploadRefusal({ unfinished: 4, unfinishedBytes: 40 * MB, storedBytes: 150 * MB }, 10 * MB)).toBeUndefined();
  });

  it('refuses a sixth unfinished upload with 429', () => {
    expect(uploadRefusal({ ...none, unfinished: 5 }, 1)).toMatchObject({ status: 429, message: expect.stringMatching(/^You have 5 uploads that are not finished\. Finish or cancel/) });
  });

  it('refuses bytes past the unfinished limit with 429 (reachable once the file or count limits change)', () => {
    const limits = { unfinished: 10, unfinishedBytes: 50 * MB, storedBytes: 200 * MB };
    expect(uploadRefusal({ unfinished: 5, unfinishedBytes: 45.5 * MB, storedBytes: 0 }, 5 * MB, limits)).toMatchObject({
      status: 429,
      message: expect.stringMatching(/already hold 45\.5 MB of the 50 MB allowed at once/),
    });
  });

  it('refuses a file past the stored space with 413, saying what is left (rounded down, never below 0)', () => {
    expect(uploadRefusal({ unfinished: 1, unfinishedBytes: 3 * MB, storedBytes: 190.05 * MB }, 7 * MB)?.message).toMatch(/200 MB in all and 6\.9 MB is left/);
    expect(uploadRefusal({ ...none, storedBytes: 201 * MB }, 1)).toMatchObject({ status: 413, message: expect.stringMatching(/and 0 MB is left/) });
  });
});
