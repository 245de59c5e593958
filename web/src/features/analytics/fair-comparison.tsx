import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { eventConversion } from '@contract/events';
import { SectionCard } from '../../components/admin/section-card';
import { serverMessage } from '../../lib/form-errors';
import { formatCount, formatDollars } from '../../lib/format';
import { useEventReports } from './api/get-event-reports';

const money = (value: number | null) => (value === null ? '–' : formatDollars(value));

/** The recruitment fairs side by side (docs/PRODUCT.md §3.18): leads, how many arrived, and what each cost. */
export function FairComparison() {
  const reports = useEventReports(true);
  return (
    <SectionCard title="Recruitment fairs" action={<CalendarDays size={18} aria-hidden />}>
      {reports.isPending ? (
        <Text color="fg.muted">Loading the fairs…</Text>
      ) : reports.isError ? (
        <Text role="alert">{serverMessage(reports.error, 'The fairs can be compared when you are online.')}</Text>
      ) : reports.data.length === 0 ? (
        <Text>No recruitment fairs yet.</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="group" aria-label="Fairs compared">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Fair</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Leads</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Applications</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Arrivals</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Lead to arrival</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cost per lead</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cost per arrival</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reports.data.map((e) => {
                const arrived = eventConversion(e.report).at(-1)?.fromLeads ?? null;
                return (
                  <Table.Row key={e.id}>
                    <Table.Cell>
                      <Link asChild minH="6">
                        <RouterLink to="/admin/events/$id" params={{ id: e.id }}>
                          {e.name}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(e.report.leads)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(e.report.applications)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(e.report.arrivals)}</Table.Cell>
                    <Table.Cell textAlign="end">{arrived === null ? '–' : `${arrived}%`}</Table.Cell>
                    <Table.Cell textAlign="end">{money(e.report.costPerLead)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(e.report.costPerArrival)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SectionCard>
  );
}
