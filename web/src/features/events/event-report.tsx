import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { eventConversion, type EventReport } from '@contract/events';
import { formatCount, formatDollars } from '../../lib/format';

const percent = (value: number | null) => (value === null ? '–' : `${value}%`);

/** The fair's funnel: each step's count and its conversion from the step before and from the leads. */
export function EventReportView({ report }: { report: EventReport }) {
  const steps = eventConversion(report);
  return (
    <Stack as="section" aria-labelledby="event-report-title" gap="3">
      <Text as="h2" id="event-report-title" fontWeight="semibold" fontSize="lg">
        Report
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="group" aria-label="Funnel of the fair’s leads">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
            The fair’s leads and how far they have come
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Step</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Students</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">From the step before</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">From leads</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {steps.map((step) => (
              <Table.Row key={step.key}>
                <Table.Cell>{step.label}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(step.count)}</Table.Cell>
                <Table.Cell textAlign="end">{step.key === 'leads' ? '' : percent(step.fromPrevious)}</Table.Cell>
                <Table.Cell textAlign="end">{percent(step.fromLeads)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <SimpleGrid columns={2} gap="3" maxW="md">
        <Box borderWidth="1px" borderRadius="md" p="3">
          <Text fontSize="sm">Cost per lead</Text>
          <Text fontSize="xl" fontWeight="semibold">
            {report.costPerLead === null ? '–' : formatDollars(report.costPerLead)}
          </Text>
        </Box>
        <Box borderWidth="1px" borderRadius="md" p="3">
          <Text fontSize="sm">Cost per arrival</Text>
          <Text fontSize="xl" fontWeight="semibold">
            {report.costPerArrival === null ? '–' : formatDollars(report.costPerArrival)}
          </Text>
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
