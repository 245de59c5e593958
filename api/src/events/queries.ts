import type { Knex } from 'knex';
import { eventReportOf, publicEventSchema, type EventCounts, type EventCreateInput, type EventPatchInput, type EventReport, type EventWithReport, type PublicEvent, type RecruitmentEvent } from '@contract';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { InvalidInputError, recordNotFound } from '../data/errors';
import { containsPattern } from '../data/paging';
import { versionedUpdate } from '../data/versioned-update';
import { APPLIED_STAGES, ARRIVED_STAGES, OFFERED_STAGES } from '../metrics/definitions';

// Recruitment fairs (docs/PRODUCT.md §3.18): the events Mission Control writes, and the funnel of the leads each
// brought in, counted in SQL as the analytics funnel counts students (docs/METRICS.md).

type Row = {
  id: string;
  name: string;
  city: string;
  country: string;
  venue: string;
  start_date: string;
  end_date: string;
  cost: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/** The event's columns, its dates as the calendar days they are (text), whatever the server's time zone. */
const selectEvents = (db: Knex) =>
  db('events as e').select<Row[]>(
    'e.id',
    'e.name',
    'e.city',
    'e.country',
    'e.venue',
    db.raw("to_char(e.start_date, 'YYYY-MM-DD') as start_date"),
    db.raw("to_char(e.end_date, 'YYYY-MM-DD') as end_date"),
    'e.cost',
    'e.version',
    'e.created_at',
    'e.updated_at',
  );

const toEvent = (r: Row): RecruitmentEvent => ({
  id: r.id,
  name: r.name,
  city: r.city,
  country: r.country,
  venue: r.venue,
  startDate: r.start_date,
  endDate: r.end_date,
  cost: r.cost === null ? null : Number(r.cost),
  version: r.version,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** Every event, the latest first; `search` in the name, city or venue. */
export async function listEvents(db: Knex, { search }: { search?: string | undefined }): Promise<RecruitmentEvent[]> {
  const query = selectEvents(db).orderBy([{ column: 'e.start_date', order: 'desc' }, { column: 'e.name' }, { column: 'e.id' }]);
  if (search?.trim()) {
    const pattern = containsPattern(search.trim().toLowerCase());
    query.where((q) => q.whereILike('e.name', pattern).orWhereILike('e.city', pattern).orWhereILike('e.venue', pattern));
  }
  return (await query).map(toEvent);
}

export async function readEvent(db: Knex, id: string): Promise<RecruitmentEvent> {
  const row = await selectEvents(db).where('e.id', id).first();
  if (!row) throw recordNotFound('event');
  return toEvent(row);
}

/** The public face of a fair (its name, place and days; never its cost), or undefined for an unknown id. */
export async function readPublicEvent(db: Knex, id: string): Promise<PublicEvent | undefined> {
  const row = await selectEvents(db).where('e.id', id).first();
  return row && publicEventSchema.parse(toEvent(row));
}

const NO_EVENT = 'This fair does not exist. Choose one from the list.';

/** The event a new lead or an enquiry names, or a 400 on its `eventId` field when there is none. */
export async function eventForLead(db: Knex, id: string, message = NO_EVENT): Promise<{ id: string; name: string }> {
  const row = await db('events').where({ id }).first<{ id: string; name: string } | undefined>('id', 'name');
  if (!row) throw new InvalidInputError(message, [{ field: 'eventId', message }]);
  return row;
}

const columnsOf = (input: Partial<Omit<EventCreateInput, 'id'>>) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.city !== undefined && { city: input.city }),
  ...(input.country !== undefined && { country: input.country }),
  ...(input.venue !== undefined && { venue: input.venue }),
  ...(input.startDate !== undefined && { start_date: input.startDate }),
  ...(input.endDate !== undefined && { end_date: input.endDate }),
  ...(input.cost !== undefined && { cost: input.cost }),
});

/** Creates an event under the client's id: a resent create answers the stored one (created: false). */
export async function createEvent(db: Knex, input: EventCreateInput, actorId: string): Promise<{ event: RecruitmentEvent; created: boolean }> {
  const id = input.id.toLowerCase();
  return withDomainErrors(() =>
    db.transaction(async (trx) => {
      const inserted = await trx('events').insert({ id, ...columnsOf(input) }).onConflict('id').ignore().returning('id');
      const event = await readEvent(trx, id);
      if (inserted.length === 0) return { event, created: false };
      await recordActivity(trx, { actorId, entity: 'event', entityId: id, action: 'created', before: null, after: event });
      return { event, created: true };
    }),
  );
}

/** Edits an event at the version the editor saw (data/versioned-update.ts: 409 with the current event otherwise). */
export async function updateEvent(db: Knex, id: string, { version, ...patch }: EventPatchInput, actorId: string): Promise<RecruitmentEvent> {
  const { item } = await versionedUpdate<{ version: number }, RecruitmentEvent, typeof patch>(db, {
    table: 'events',
    id,
    noun: 'event',
    version,
    read: (trx) => readEvent(trx, id),
    changes: patch,
    check: async (_trx, { current, changes }) => {
      const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
      if (next.endDate < next.startDate) {
        const message = 'The last day cannot be before the first day.';
        throw new InvalidInputError(message, [{ field: 'endDate', message }]);
      }
    },
    columns: (changed) => columnsOf(changed),
    audit: (trx, before, after) => recordActivity(trx, { actorId, entity: 'event', entityId: id, action: 'updated', before, after }),
  });
  return item;
}

type CountRow = { event_id: string; leads: number; applications: number; offers: number; visas_approved: number; arrivals: number };

/** The funnel of each event's live leads (or of the events named), as docs/METRICS.md counts the analytics funnel. */
async function countsByEvent(db: Knex, ids?: string[]): Promise<Map<string, EventCounts>> {
  const query = db('students as s')
    .whereNull('s.deleted_at')
    .whereNotNull('s.event_id')
    .groupBy('s.event_id')
    .select<CountRow[]>(
      's.event_id',
      db.raw('count(*)::int as leads'),
      db.raw('(count(*) filter (where s.stage = any(?)))::int as applications', [APPLIED_STAGES]),
      db.raw('(count(*) filter (where s.stage = any(?)))::int as offers', [OFFERED_STAGES]),
      db.raw(
        "(count(*) filter (where exists (select 1 from visa_cases v where v.student_id = s.id and v.status = 'approved' and v.deleted_at is null)))::int as visas_approved",
      ),
      db.raw('(count(*) filter (where s.stage = any(?)))::int as arrivals', [ARRIVED_STAGES]),
    );
  if (ids) query.whereIn('s.event_id', ids);
  const rows = await query;
  return new Map(
    rows.map((r) => [r.event_id, { leads: r.leads, applications: r.applications, offers: r.offers, visasApproved: r.visas_approved, arrivals: r.arrivals }]),
  );
}

const NONE: EventCounts = { leads: 0, applications: 0, offers: 0, visasApproved: 0, arrivals: 0 };

/** GET /api/admin/events/:id/report. */
export async function eventReport(db: Knex, id: string): Promise<EventReport> {
  const event = await readEvent(db, id);
  const counts = (await countsByEvent(db, [id])).get(id) ?? NONE;
  return eventReportOf(counts, event.cost);
}

/** Every event with its report: the analytics page's comparison of fairs. */
export async function eventReports(db: Knex): Promise<EventWithReport[]> {
  const [events, counts] = await Promise.all([listEvents(db, {}), countsByEvent(db)]);
  return events.map((event) => ({ ...event, report: eventReportOf(counts.get(event.id) ?? NONE, event.cost) }));
}
