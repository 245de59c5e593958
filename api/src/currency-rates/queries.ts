import type { Knex } from 'knex';
import { CURRENCIES, type CurrencyRates, type CurrencyRatesPut } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { ConflictError } from '../data/errors';

type Row = { as_of: string; rates: Record<string, number>; version: number };

function toRates(row: Row | undefined): CurrencyRates {
  if (!row) return { asOf: null, rates: {}, version: 0 };
  // Only the currencies of the list, with a positive rate: the row is read as stored, and answered to anyone.
  const rates = Object.fromEntries(CURRENCIES.flatMap((c) => (typeof row.rates[c] === 'number' && row.rates[c] > 0 ? [[c, row.rates[c]]] : [])));
  return { asOf: row.as_of, rates, version: row.version };
}

const read = (db: Knex) => db('currency_rates').where({ id: 1 }).first<Row | undefined>(db.raw("to_char(as_of, 'YYYY-MM-DD') as as_of"), 'rates', 'version');

/** The table as the public pages read it. */
export async function readCurrencyRates(db: Knex): Promise<CurrencyRates> {
  return toRates(await read(db));
}

/**
 * Saves the whole table at the version the writer saw (0 before the first save), else 409 with the current table.
 * Audited as a settings change (entity organisation, as the contact details are).
 */
export async function saveCurrencyRates(db: Knex, input: CurrencyRatesPut, actorId: string, now = new Date()): Promise<CurrencyRates> {
  return db.transaction(async (trx) => {
    const current = toRates(await read(trx).forUpdate());
    if (current.version !== input.version) {
      throw new ConflictError('Someone changed the exchange rates since you opened them. Review the current rates and try again.', { current });
    }
    const rates = Object.fromEntries(Object.entries(input.rates).filter(([, v]) => v !== null));
    const values = { as_of: input.asOf, rates: JSON.stringify(rates), version: current.version + 1, updated_by: actorId, updated_at: now };
    await trx('currency_rates').insert({ id: 1, ...values }).onConflict('id').merge();
    const after = toRates(await read(trx));
    await recordActivity(trx, { actorId, entity: 'organisation', entityId: 'currency-rates', action: 'updated', before: current, after });
    return after;
  });
}
