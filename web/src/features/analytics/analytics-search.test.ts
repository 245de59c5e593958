import { describe, expect, it } from 'vitest';
import { parseAnalyticsSearch } from './analytics-search';

describe('parseAnalyticsSearch', () => {
  it('keeps a known range and drops the default and unknown values', () => {
    expect(parseAnalyticsSearch({ range: 'quarter' })).toEqual({ range: 'quarter' });
    expect(parseAnalyticsSearch({ range: '30d' })).toEqual({ range: '30d' });
    expect(parseAnalyticsSearch({ range: 'all' })).toEqual({});
    expect(parseAnalyticsSearch({ range: 'decade' })).toEqual({});
    expect(parseAnalyticsSearch({})).toEqual({});
  });
});
