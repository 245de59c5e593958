import { DataList, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { eventConversion, type EventWithReport } from '@contract/events';
import { SectionCard } from '../../components/admin/section-card';
import { serverMessage } from '../../lib/form-errors';
import { formatCount, formatDollars } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { useEventReports } from './api/get-event-reports';

const money = (value: number | null) => (value === null ? '–' : formatDollars(value));

/** A fair's figures in the order of the table's columns, each with its column's name. */
function figuresOf({ report }: EventWithReport): [label: string, value: string][] {
  const arrived = eventConversion(report).at(-1)?.fromLeads ?? null;
  return [
    ['Leads', formatCount(report.leads)],
    ['Applications', formatCount(report.applications)],
    ['Arrivals', formatCount(report.arrivals)],
    ['Lead to arrival', arrived === null ? '–' : `${arrived}%`],
    ['Cost per lead', money(report.costPerLead)],
    ['Cost per arrival', money(report.costPerArrival)],
  ];
}

function FairLink({ fair }: { fair: EventWithReport }) {
  return (
    <Link asChild minH="6">
      <RouterLink to="/admin/events/$id" params={{ id: fair.id }}>
        {fair.name}
      </RouterLink>
    </Link>
  );
}

/** At a desk: one row per fair, the figures side by side. */
function FairTable({ fairs }: { fairs: EventWithReport[] }) {
  const columns = fairs[0] ? figuresOf(fairs[0]).map(([label]) => label) : [];
  return (
    <Table.ScrollArea tabIndex={0} role="group" aria-label="Fairs compared">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Fair</Table.ColumnHeader>
            {columns.map((label) => (
              <Table.ColumnHeader key={label} textAlign="end">
                {label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fairs.map((fair) => (
            <Table.Row key={fair.id}>
              <Table.Cell>
                <FairLink fair={fair} />
              </Table.Cell>
              {figuresOf(fair).map(([label, value]) => (
                <Table.Cell key={label} textAlign="end">
                  {value}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** On a phone, where seven columns would scroll sideways: one card per fair, each figure named beside it. */
function FairCards({ fairs }: { fairs: EventWithReport[] }) {
  return (
    <Stack as="ul" aria-label="Fairs compared" gap="3" listStyleType="none">
      {fairs.map((fair) => (
        <Stack as="li" key={fair.id} gap="2" borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h3" size="sm">
            <FairLink fair={fair} />
          </Heading>
          <DataList.Root orientation="horizontal" size="sm" gap="1.5">
            {figuresOf(fair).map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue justifyContent="flex-end">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  );
}

/** The recruitment fairs side by side (docs/PRODUCT.md §3.18): leads, how many arrived, and what each cost. */
export function FairComparison() {
  const reports = useEventReports(true);
  const wide = useMediaQuery('(min-width: 48rem)');
  return (
    <SectionCard title="Recruitment fairs" action={<CalendarDays size={18} aria-hidden />}>
      {reports.isPending ? (
        <Text color="fg.muted">Loading the fairs…</Text>
      ) : reports.isError ? (
        <Text role="alert">{serverMessage(reports.error, 'The fairs can be compared when you are online.')}</Text>
      ) : reports.data.length === 0 ? (
        <Text>No recruitment fairs yet.</Text>
      ) : wide === false ? (
        <FairCards fairs={reports.data} />
      ) : (
        <FairTable fairs={reports.data} />
      )}
    </SectionCard>
  );
}
