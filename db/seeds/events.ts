import type { Knex } from 'knex';

/**
 * Two demo recruitment fairs (docs/PRODUCT.md §3.18), named as the demo leads' fair tags (people.ts), so the leads
 * tagged with a fair's name are credited to it and its report has figures from the start.
 */
export const DEMO_EVENTS = [
  { name: 'Nairobi Fair 2026', city: 'Nairobi', country: 'Kenya', venue: 'Kenyatta International Convention Centre', start_date: '2026-03-14', end_date: '2026-03-15', cost: 2400 },
  { name: 'Kampala Education Fair 2026', city: 'Kampala', country: 'Uganda', venue: 'Serena Conference Centre', start_date: '2026-04-18', end_date: '2026-04-18', cost: null },
] as const;

export async function insertDemoEvents(trx: Knex.Transaction, newId: () => string): Promise<void> {
  for (const event of DEMO_EVENTS) {
    const id = newId();
    await trx('events').insert({ id, ...event });
    await trx('students').whereRaw('tags @> array[?]::text[]', [event.name]).update({ event_id: id });
  }
}
