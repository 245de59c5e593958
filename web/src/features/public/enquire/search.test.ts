import { describe, expect, it } from 'vitest';
import { parseEnquirySearch } from './search';

describe('parseEnquirySearch', () => {
  it('keeps a scholarship id and the sent mark', () => {
    expect(parseEnquirySearch({ scholarship: '3', sent: '1' })).toEqual({ scholarship: 3, sent: 1 });
    expect(parseEnquirySearch({ scholarship: 4 })).toEqual({ scholarship: 4, sent: undefined });
  });

  it('drops anything else, so a link cannot put made-up values in the form', () => {
    expect(parseEnquirySearch({ scholarship: 'MIS', sent: 'yes' })).toEqual({ scholarship: undefined, sent: undefined });
    expect(parseEnquirySearch({ scholarship: '-2' })).toEqual({ scholarship: undefined, sent: undefined });
    expect(parseEnquirySearch({ scholarship: '1.5' })).toEqual({ scholarship: undefined, sent: undefined });
    expect(parseEnquirySearch({ scholarship: '99999999999999999999' })).toEqual({ scholarship: undefined, sent: undefined });
  });

  it('keeps a university and its programme, never a programme alone', () => {
    expect(parseEnquirySearch({ university: '4', programme: '12' })).toEqual({ university: 4, programme: 12 });
    expect(parseEnquirySearch({ programme: '12' })).toEqual({});
    expect(parseEnquirySearch({ university: 'x', programme: '12' })).toEqual({});
  });
});
