import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { ExportCsvLink } from '../../components/admin/export-csv-link';
import { useState } from 'react';
import { can } from '@contract/permissions';
import { PageHeader } from '../../components/admin/page-header';
import { useFairMode } from '../../lib/fair-mode';
import { serverMessage } from '../../lib/form-errors';
import { formatDollars } from '../../lib/format';
import { eventDates } from './api/recruitment-events';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useEvent, useEventReport, useSaveEvent } from './api/events';
import { EventForm } from './event-form';
import { EventQrCode } from './event-qr-code';
import { EventReportView } from './event-report';

/** /admin/events/new: a new fair (events:write). */
export function NewEventPage() {
  const navigate = useNavigate();
  const save = useSaveEvent();
  return (
    <>
      <PageHeader title="New event" description="A recruitment fair: where and when, and what it cost if you know." />
      <EventForm event={null} save={save} onSaved={(saved) => void navigate({ to: '/admin/events/$id', params: { id: saved.id }, replace: true })} />
    </>
  );
}

/**
 * /admin/events/$id: the fair, its report (the funnel of its leads, with conversion and cost per lead and arrival),
 * its QR code for visitors, a link to its leads, fair mode on this device, and (events:write) its details to edit.
 */
export function EventPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const admin = useSignedInAdmin();
  const event = useEvent(id);
  const report = useEventReport(id);
  const save = useSaveEvent();
  const [editing, setEditing] = useState(false);
  const [fair, setFair] = useFairMode(admin.id);
  const navigate = useNavigate();

  if (event.isPending) return <Text color="fg.muted">Loading the event…</Text>;
  if (event.isError) return <Text role="alert">{serverMessage(event.error, 'The event can be opened when you are online.')}</Text>;
  const e = event.data;
  const inFairMode = fair?.id === e.id;
  return (
    <>
      <PageHeader title={e.name} description={`${eventDates(e)} · ${e.venue}, ${e.city}, ${e.country}${e.cost === null ? '' : ` · cost ${formatDollars(e.cost)}`}`} />
      <Stack gap="6">
        <Flex gap="3" wrap="wrap" align="center">
          <Button asChild variant="outline" size="lg">
            <RouterLink to="/admin/students" search={{ event: e.id, owner: 'all' }}>
              See this fair’s leads
            </RouterLink>
          </Button>
          <ExportCsvLink url="/api/admin/students" params={new URLSearchParams({ event: e.id })} size="lg" label="Export this fair’s leads" />
          {can(admin.role, 'students:write') &&
            (inFairMode ? (
              <Button size="lg" variant="outline" onClick={() => setFair(null)}>
                Switch off fair mode
              </Button>
            ) : (
              <Button
                size="lg"
                colorPalette="blue"
                onClick={() => {
                  setFair({ id: e.id, name: e.name });
                  void navigate({ to: '/admin/students/new' });
                }}
              >
                Capture leads in fair mode
              </Button>
            ))}
          {can(admin.role, 'events:write') && !editing && (
            <Button size="lg" variant="outline" onClick={() => setEditing(true)}>
              Edit event
            </Button>
          )}
        </Flex>
        {inFairMode && <Text fontWeight="semibold">Fair mode is on for this fair on this device.</Text>}
        {editing && (
          <EventForm
            key={e.version}
            event={e}
            save={save}
            onSaved={() => {
              setEditing(false);
              void report.refetch();
            }}
          />
        )}
        <Flex gap="8" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Stack flex="1" minW="0" width="full">
            {report.isPending ? (
              <Text color="fg.muted">Loading the report…</Text>
            ) : report.isError ? (
              <Text role="alert">{serverMessage(report.error, 'The report can be seen when you are online.')}</Text>
            ) : (
              <EventReportView report={report.data} />
            )}
          </Stack>
          <EventQrCode eventId={e.id} name={e.name} />
        </Flex>
        <Link asChild colorPalette="brand" fontWeight="medium" minH="6" alignSelf="flex-start">
          <RouterLink to="/admin/events">
            <ArrowLeft size={16} aria-hidden /> All events
          </RouterLink>
        </Link>
      </Stack>
    </>
  );
}
