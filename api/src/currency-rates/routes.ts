import Router from '@koa/router';
import { currencyRatesPutSchema } from '@contract';
import type { AppContext } from '../app-context';
import { requireAdmin, requirePermission, type AdminState } from '../auth/admin-session';
import { noStore } from '../http/no-store';
import { parseInput } from '../http/validate';
import { readCurrencyRates, saveCurrencyRates } from './queries';

/** The exchange rates (docs/PRODUCT.md §3.11): read by anyone (the public pages' fees), saved in Settings. */
export function currencyRateRoutes({ db }: AppContext): Router<AdminState> {
  const router = new Router<AdminState>({ sensitive: true });

  router.get('/api/currency-rates', noStore, async (ctx) => {
    ctx.body = await readCurrencyRates(db.knex);
  });

  router.put('/api/admin/currency-rates', noStore, requireAdmin(db.knex), requirePermission('settings:write'), async (ctx) => {
    const input = parseInput(currencyRatesPutSchema, ctx.request.body, 'exchange rates');
    ctx.body = await saveCurrencyRates(db.knex, input, ctx.state.admin.id);
  });

  return router;
}
