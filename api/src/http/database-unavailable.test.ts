import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, shutting down or refusing connections', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }))).toBe(true);
  });

  it('leaves query errors alone', () => {
    for (const code of ['23505', '42P01', '22P02', '40001']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
