import { describe, expect, it } from 'vitest';
import { costPer, eventConversion, eventCreateSchema, eventEnquiryUrl, eventReportOf } from './events';

const counts = { leads: 40, applications: 10, offers: 4, visasApproved: 3, arrivals: 2 };

describe('a fair report', () => {
  it('converts each step from the one before and from the leads, as whole percentages', () => {
    expect(eventConversion(counts)).toEqual([
      { key: 'leads', label: 'Leads', count: 40, fromPrevious: null, fromLeads: 100 },
      { key: 'applications', label: 'Applications', count: 10, fromPrevious: 25, fromLeads: 25 },
      { key: 'offers', label: 'Offers', count: 4, fromPrevious: 40, fromLeads: 10 },
      { key: 'visasApproved', label: 'Visas approved', count: 3, fromPrevious: 75, fromLeads: 8 },
      { key: 'arrivals', label: 'Arrivals', count: 2, fromPrevious: 67, fromLeads: 5 },
    ]);
  });

  it('has no conversion where the step before is empty', () => {
    const steps = eventConversion({ leads: 0, applications: 0, offers: 0, visasApproved: 0, arrivals: 0 });
    expect(steps.map((s) => [s.fromPrevious, s.fromLeads])).toEqual([[null, null], [null, null], [null, null], [null, null], [null, null]]);
    expect(eventConversion({ ...counts, offers: 0 })[3]!.fromPrevious).toBeNull();
  });

  it('divides the cost by leads and arrivals to the cent, and gives null without a cost or a count', () => {
    expect(eventReportOf(counts, 1000)).toMatchObject({ costPerLead: 25, costPerArrival: 500 });
    expect(costPer(1000, 3)).toBe(333.33);
    expect(eventReportOf(counts, null)).toMatchObject({ costPerLead: null, costPerArrival: null });
    expect(eventReportOf({ ...counts, arrivals: 0 }, 1000).costPerArrival).toBeNull();
    expect(costPer(0, 5)).toBe(0);
  });
});

describe('an event', () => {
  const valid = { id: crypto.randomUUID(), name: 'Nairobi Fair', city: 'Nairobi', country: 'Kenya', venue: 'KICC', startDate: '2026-03-14', endDate: '2026-03-15' };

  it('needs its last day on or after its first', () => {
    expect(eventCreateSchema.safeParse(valid).success).toBe(true);
    const result = eventCreateSchema.safeParse({ ...valid, endDate: '2026-03-13' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'The last day cannot be before the first day.' });
  });

  it('enquires on the site it is shown on', () => {
    expect(eventEnquiryUrl('https://missioncontrol.example/', 'abc')).toBe('https://missioncontrol.example/enquire?event=abc');
  });
});
