import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, can, type CurrencyRates } from '@contract';
import { cookieFor } from './admin-helpers';
import { startTestApi, type TestApi } from './test-api';

// Issue 28 item 7: the exchange rates staff keep in Settings; anyone reads them, settings:write saves them.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const read = async () => (await (await api.request('/api/currency-rates')).json()) as CurrencyRates;
function put(cookie: string | undefined, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: api.url };
  if (cookie) headers.cookie = cookie;
  return api.request('/api/admin/currency-rates', { method: 'PUT', headers, body: JSON.stringify(body) });
}
const RATES = { USD: 0.23, KES: 29.5, NGN: 340, GHS: 3.5, ETB: 28, UGX: 830, TZS: 605, SOS: 130, SDG: 137 };

describe('the exchange rates', () => {
  it("are read by anyone, signed in or not: the demo data's rates of 1 November 2026", async () => {
    const res = await api.request('/api/currency-rates');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      asOf: '2026-11-01',
      rates: { USD: 0.226, KES: 29.2, NGN: 337, GHS: 3.52, ETB: 27.9, UGX: 826, TZS: 601, SOS: 129, SDG: 136 },
      version: 1,
    });
  });

  it('are saved only by a role with settings:write; the others get 403, a visitor 401, and nothing changes', async () => {
    const before = await read();
    expect(ADMIN_ROLES.filter((role) => can(role, 'settings:write'))).toEqual(['super_admin']);
    expect((await put(undefined, { asOf: '2026-12-01', rates: RATES, version: before.version })).status).toBe(401);
    for (const role of ADMIN_ROLES.filter((r) => !can(r, 'settings:write'))) {
      const res = await put(await cookieFor(api.db.knex, role), { asOf: '2026-12-01', rates: RATES, version: before.version });
      expect(res.status, role).toBe(403);
    }
    expect(await read()).toEqual(before);
  });

  it('are saved whole by a super admin at the version read: a rate left empty is dropped, a stale save is a 409', async () => {
    const admin = await cookieFor(api.db.knex, 'super_admin');
    const before = await read();
    const res = await put(admin, { asOf: '2026-12-01', rates: { ...RATES, SDG: null }, version: before.version });
    expect(res.status, await res.clone().text()).toBe(200);
    const kept = Object.fromEntries(Object.entries(RATES).filter(([currency]) => currency !== 'SDG'));
    const saved = (await res.json()) as CurrencyRates;
    expect(saved).toEqual({ asOf: '2026-12-01', rates: kept, version: before.version + 1 });
    expect(await read()).toEqual(saved);
    const stale = await put(admin, { asOf: '2026-12-02', rates: RATES, version: before.version });
    expect(stale.status).toBe(409);
    expect(await read()).toEqual(saved);
  });

  it('refuses a rate that is not a positive number, an unknown currency and a missing date, in words', async () => {
    const admin = await cookieFor(api.db.knex, 'super_admin');
    const { version } = await read();
    for (const body of [
      { asOf: '2026-12-01', rates: { ...RATES, KES: -3 }, version },
      { asOf: '2026-12-01', rates: { ...RATES, KES: 'lots' }, version },
      { asOf: '2026-12-01', rates: { ...RATES, EUR: 0.2 }, version },
      { asOf: 'yesterday', rates: RATES, version },
    ]) {
      const res = await put(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
  });
});
