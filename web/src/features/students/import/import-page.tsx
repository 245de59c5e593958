import { Alert, Button, Flex, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { can } from '@contract/permissions';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  resolveMapping,
  type ImportField,
  type ImportMapping,
  type StudentImportAnswer,
} from '@contract/student-import';
import { ListSelect } from '../../../components/admin/list-filters';
import { PageHeader } from '../../../components/admin/page-header';
import { LabelledField } from '../../../components/labelled-field';
import { ApiError } from '../../../lib/api-client';
import { CRM_URLS } from '../../../lib/crm-urls';
import { useSignedInAdmin } from '../../../lib/signed-in-admin';
import { previewCsv } from './csv-preview';
import { postStudentImport } from './import-api';
import { columnProblems } from './column-problems';
import { ImportReport } from './import-report';
import { countOf } from '../../../lib/format';

type Loaded = { name: string; text: string; columns: string[]; rows: string[][] };

const FIELD_CHOICES = IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] }));

const messageOf = (err: unknown) => (err instanceof ApiError && err.body ? err.body.error.message : 'The server could not be reached. Try again.');

/** Where the mapping of the last import is kept on this device, for the next file with the same columns. */
const SAVED_MAPPING_KEY = 'mission-control:import-mapping';

function savedMapping(): ImportMapping {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(SAVED_MAPPING_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as ImportMapping) : {};
  } catch {
    return {};
  }
}

/**
 * Each column's field as proposed: a column the person mapped in an earlier import maps the same way (issue 32 item
 * 6); the other columns named like a field, or like one of its usual names ("Full Name", "Course"), map themselves.
 */
function proposedMapping(columns: readonly string[]): ImportMapping {
  const saved = savedMapping();
  const kept = Object.fromEntries(columns.filter((c) => c in saved && (saved[c] === '' || IMPORT_FIELDS.includes(saved[c] as ImportField))).map((c) => [c, saved[c]!]));
  const { mapping } = resolveMapping(columns, kept);
  return Object.fromEntries(columns.map((column) => [column, mapping[column] ?? '']));
}

/** The file chosen: its columns, each mapped to a field (with its rows' problems after a dry run), above its first rows. */
function MappingStep({
  file,
  mapping,
  report,
  onMap,
}: {
  file: Loaded;
  mapping: ImportMapping;
  report: StudentImportAnswer | null;
  onMap: (column: string, field: ImportField | undefined) => void;
}) {
  const problems = columnProblems(mapping, report);
  // The contract's own mapping rules (a column for name): the server would refuse the same.
  const { errors } = resolveMapping(file.columns, mapping);
  return (
    <Stack gap="4" as="section" aria-label="Map the columns">
      <Text>Choose the field each column of {file.name} fills. Columns named like a field are mapped already.</Text>
      {errors.length > 0 && (
        <Text role="alert" color="fg.error">
          {errors.join(' ')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {file.columns.map((column) => (
          <ListSelect
            key={column}
            label={`Column "${column}"`}
            allLabel="Don't import"
            value={mapping[column] || undefined}
            choices={FIELD_CHOICES}
            onChange={(field) => onMap(column, field)}
            error={problems[column]}
          />
        ))}
      </SimpleGrid>
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Preview, scrolls sideways">
        <Table.Root size="sm" aria-label="Preview of the first rows">
          <Table.Header>
            <Table.Row>
              {file.columns.map((column) => (
                <Table.ColumnHeader key={column}>
                  {column}
                  <Text as="span" display="block" fontWeight="normal" color="fg.muted">
                    {mapping[column] ? IMPORT_FIELD_LABELS[mapping[column]] : 'Not imported'}
                  </Text>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {file.rows.map((row, i) => (
              <Table.Row key={i}>
                {file.columns.map((column, j) => (
                  <Table.Cell key={column}>{row[j] ?? ''}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/**
 * /admin/students/import: a CSV of leads (a fair's sign-up sheet, another system's export), its columns mapped with a
 * preview of the first rows, a dry run reported row by row, then the import (docs/PRODUCT.md §3.20).
 */
export function StudentImportPage() {
  const admin = useSignedInAdmin();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<StudentImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!can(admin.role, 'students:write')) return <Text role="alert">Your role does not allow importing students.</Text>;

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setReport(null);
    setError(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) return setError('The file is larger than 5 MB: split it and import each part.');
    const text = await chosen.text();
    try {
      const preview = previewCsv(text);
      if (preview.columns.length === 0) return setError('The file is empty: it needs a header row and a row per lead.');
      setFile({ name: chosen.name, text, ...preview });
      setMapping(proposedMapping(preview.columns));
    } catch (err) {
      setError(`The file is not a readable CSV: ${err instanceof Error ? err.message : 'it could not be read'}`);
    }
  };

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await postStudentImport(file.text, mapping, dryRun);
      setReport(answer);
      if (!dryRun) {
        localStorage.setItem(SAVED_MAPPING_KEY, JSON.stringify({ ...savedMapping(), ...mapping }));
        await queryClient.invalidateQueries({ queryKey: [CRM_URLS.students] });
      }
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const onMap = (column: string, field: ImportField | undefined) => {
    setReport(null);
    // A field goes to one column: choosing it here takes it from the column that had it.
    setMapping((current) => {
      const next: ImportMapping = Object.fromEntries(Object.entries(current).map(([c, f]) => [c, field && f === field ? '' : f]));
      next[column] = field ?? '';
      return next;
    });
  };

  const imported = report && !report.dryRun;
  return (
    <>
      <PageHeader
        title="Import Leads"
        description="Upload a CSV of leads, map its columns, check every row with a dry run, then import. Importing the same file again adds no one twice."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/students">Back to students</Link>
          </Button>
        }
      />
      <Stack gap="6">
        <LabelledField label="CSV file" hint="UTF-8 CSV with a header row, at most 5 MB and 5,000 rows.">
          <Input type="file" accept=".csv,text/csv" p="1.5" onChange={(e) => void choose(e.target.files?.[0])} />
        </LabelledField>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {file && !imported && <MappingStep file={file} mapping={mapping} report={report} onMap={onMap} />}
        {file && !imported && (
          <Flex gap="3" wrap="wrap">
            <Button variant="outline" loading={busy && !report} onClick={() => void send(true)}>
              Check rows (dry run)
            </Button>
            {report?.dryRun && (
              <Button colorPalette="blue" loading={busy} disabled={report.created.length === 0} onClick={() => void send(false)}>
                {`Import ${countOf(report.created.length, 'lead')}`}
              </Button>
            )}
          </Flex>
        )}
        {report && <ImportReport answer={report} />}
        {imported && (
          <Button asChild colorPalette="blue" alignSelf="flex-start">
            <Link to="/admin/students">Go to the students</Link>
          </Button>
        )}
      </Stack>
    </>
  );
}
