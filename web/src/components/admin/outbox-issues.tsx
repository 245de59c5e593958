import { Alert, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { noteHeadline } from '@contract/student-note-kinds';
import { MESSAGE_CHANNEL_LABELS } from '@contract/template-fill';
import type { OutboxEntity, OutboxEntry, OutboxRow } from '../../lib/offline/outbox-engine';
import { discardWrite, keepMine, takeTheirs } from '../../lib/offline/outbox-store';
import { afterDecision } from '../../lib/offline/outbox-worker';
import { useOutboxEntries } from '../../lib/offline/use-outbox';

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  phone: 'Phone / WhatsApp',
  email: 'E-mail',
  country: 'Country',
  fieldOfStudy: 'Field of study',
  destinationCity: 'Destination city',
  priority: 'Priority',
  stage: 'Stage',
  tags: 'Tags',
  status: 'Status',
  program: 'Programme',
  visaType: 'Visa type',
  title: 'Task',
  dueAt: 'Due',
  assigneeId: 'Assigned to',
  studentId: 'Student',
};

const REFUSED: Record<OutboxEntry['op'], string> = { create: 'the new record', update: 'the change to', merge: 'the merge of' };

/** What a row is called, whatever its table. */
export function rowTitle(row: OutboxRow): string {
  if ('personalInfo' in row) return row.personalInfo.name || 'Unknown Student';
  if ('channel' in row) return `${MESSAGE_CHANNEL_LABELS[row.channel]} sent: "${row.templateName ?? 'a message of your own'}"`;
  if ('dueAt' in row) return `the task "${row.title}"`;
  if ('kind' in row) return `${noteHeadline(row)}: "${row.body.length > 40 ? `${row.body.slice(0, 40)}…` : row.body}"`;
  const what = 'program' in row ? row.program : row.visaType;
  return `${row.studentName ?? 'Unknown Student'}: ${what}`;
}

function valueOf(row: OutboxRow, key: string): string {
  const r = row as Record<string, unknown>;
  const personal = 'personalInfo' in row ? (row.personalInfo as Record<string, unknown>) : {};
  const value = key in r ? r[key] : personal[key];
  if (Array.isArray(value)) return value.join(', ') || '(none)';
  return value === null || value === undefined || value === '' ? '(none)' : String(value).replaceAll('_', ' ');
}

function Versions({ entry }: { entry: OutboxEntry }) {
  const keys = Object.keys(entry.body).filter((k) => k !== 'id');
  const column = (title: string, row: OutboxRow) => (
    <Stack gap="1" p="2" borderWidth="1px" rounded="md" as="section" aria-label={title}>
      <Text fontWeight="semibold">{title}</Text>
      {keys.map((k) => (
        <Text key={k} fontSize="sm">
          {FIELD_LABELS[k] ?? k}: {valueOf(row, k)}
        </Text>
      ))}
    </Stack>
  );
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2" w="full">
      {column('Your version', entry.row)}
      {entry.theirs && column('Their version (on the server)', entry.theirs)}
    </Grid>
  );
}

/** One refused or conflicting write: the reason, both versions of a conflict, and the person's choice. */
function Issue({ entry }: { entry: OutboxEntry }) {
  const title = rowTitle(entry.row);
  const seq = entry.seq!;
  const conflict = entry.state === 'conflict';
  // A decision may free the writes queued behind this one: send them now.
  const decide = (action: (seq: number) => Promise<void>) => () => void action(seq).then(() => afterDecision(entry.owner));
  return (
    <Alert.Root status={conflict ? 'warning' : 'error'} alignItems="flex-start" flexDirection="column" gap="2">
      <Flex gap="2" align="center">
        <Alert.Indicator />
        <Alert.Title>
          {conflict ? `Someone else changed ${title} first` : `The server refused ${REFUSED[entry.op]} ${title}`}
        </Alert.Title>
      </Flex>
      <Alert.Description>{entry.error}</Alert.Description>
      {conflict && <Versions entry={entry} />}
      <Flex gap="2" wrap="wrap">
        {conflict ? (
          <>
            <Button size="sm" colorPalette="blue" onClick={decide(keepMine)}>
              Keep mine
            </Button>
            <Button size="sm" variant="outline" onClick={decide(takeTheirs)}>
              Take theirs
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={decide(discardWrite)} aria-label={`Discard the refused change to ${title}`}>
            Discard my change
          </Button>
        )}
      </Flex>
    </Alert.Root>
  );
}

/** The writes of a table (or all) that need a person: shown until resolved, never dropped by the app. */
export function OutboxIssues({ entity, studentId }: { entity?: OutboxEntity; studentId?: string }) {
  const about = (e: OutboxEntry) => !studentId || e.rowId === studentId || (e.row as { studentId?: string }).studentId === studentId;
  const issues = useOutboxEntries(entity).filter((e) => e.state !== 'pending' && about(e));
  if (issues.length === 0) return null;
  return (
    <Stack as="section" aria-label="Changes that need you" gap="3" mb="4">
      {issues.map((e) => (
        <Issue key={e.seq} entry={e} />
      ))}
    </Stack>
  );
}
