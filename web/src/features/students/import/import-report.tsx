import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { StudentImportAnswer } from '@contract/student-import';
import { formatCount } from '../../../lib/format';

type Line = { row: number; name: string; outcome: 'Create' | 'Created' | 'Duplicate' | 'Invalid'; details: string };

const PALETTE = { Create: 'green', Created: 'green', Duplicate: 'orange', Invalid: 'red' } as const;

function linesOf(answer: StudentImportAnswer): Line[] {
  const lines: Line[] = [
    ...answer.created.map((c) => ({ row: c.row, name: c.name, outcome: answer.dryRun ? ('Create' as const) : ('Created' as const), details: '' })),
    ...answer.duplicates.map((d) => ({ row: d.row, name: d.name, outcome: 'Duplicate' as const, details: d.reason })),
    ...answer.invalid.map((i) => ({
      row: i.row,
      name: '',
      outcome: 'Invalid' as const,
      details: i.reasons.map((r) => `${r.field}: ${r.message}`).join(' '),
    })),
  ];
  return lines.sort((a, b) => a.row - b.row);
}

/** The import's answer row by row: what is (or would be) created, what is a duplicate and why, what is invalid and why. */
export function ImportReport({ answer }: { answer: StudentImportAnswer }) {
  const title = answer.dryRun ? 'Dry run' : 'Import done';
  const created = `${formatCount(answer.created.length)} ${answer.dryRun ? 'to create' : 'created'}`;
  return (
    <Stack gap="3" as="section" aria-labelledby="import-report-title">
      <Heading as="h2" size="md" id="import-report-title">
        {title}
      </Heading>
      <Text role="status" aria-live="polite">
        {`${created}, ${formatCount(answer.duplicates.length)} duplicates, ${formatCount(answer.invalid.length)} invalid (of ${formatCount(answer.rows)} rows).`}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={`${title}, scrolls sideways`}>
        <Table.Root size="sm" aria-label={`${title}, row by row`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Row</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Outcome</Table.ColumnHeader>
              <Table.ColumnHeader>Why</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {linesOf(answer).map((line) => (
              <Table.Row key={line.row}>
                <Table.Cell>{line.row}</Table.Cell>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PALETTE[line.outcome]}>{line.outcome}</Badge>
                </Table.Cell>
                <Table.Cell minW="48">{line.details}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
