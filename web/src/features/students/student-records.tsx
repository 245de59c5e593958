import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FilePlus2, Plane } from 'lucide-react';
import type { Application, VisaCase } from '@contract/crm';
import { nextApplicationStatuses, nextVisaStatuses } from '@contract/transitions';
import { SectionCard } from '../../components/admin/section-card';
import { StatusUpdate } from '../../components/admin/status-update';
import { SyncBadge } from '../../components/admin/sync-badge';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS, VISA_STATUS_COLORS, VISA_STATUS_LABELS } from '../../lib/crm-labels';
import { caseNumber, formatDate } from '../../lib/format';
import { updateApplication, updateVisaCase } from '../../lib/offline/crm-writes';
import { overlayWaiting, useWaitingRows } from '../../lib/offline/use-outbox';

type Props<T> = { studentId: string; rows: T[] | null; owner: string; canWrite: boolean };

/** The student's applications, with any change waiting to sync laid over them. */
export function StudentApplications({ studentId, rows, owner, canWrite }: Props<Application>) {
  const waiting = useWaitingRows('applications');
  if (rows === null) return null;
  const shown = overlayWaiting(rows, waiting, (a) => a.studentId === studentId);
  return (
    <SectionCard
      title="Applications"
      action={
        canWrite && (
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/applications/new" search={{ studentId }}>
              <FilePlus2 /> New Application
            </Link>
          </Button>
        )
      }
    >
      {shown.length === 0 ? (
        <Text color="fg.muted">No applications yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {shown.map((a) => (
            <Stack as="li" key={a.id} gap="1" borderBottomWidth="1px" borderColor="border.muted" pb="2" aria-label={`${a.program} at ${a.universityName ?? 'Unknown University'}`}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="medium">
                  {a.program} at {a.universityName ?? 'Unknown University'}
                </Text>
                <Badge colorPalette={APPLICATION_STATUS_COLORS[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
                <SyncBadge waiting={waiting.get(a.id)} />
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                Applied {formatDate(a.applicationDate)}
              </Text>
              {canWrite && (
                <StatusUpdate
                  subject={`the ${a.program} application`}
                  options={nextApplicationStatuses(a.status)}
                  labels={APPLICATION_STATUS_LABELS}
                  onSave={(status) => updateApplication(owner, a, { status })}
                />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** The student's visa cases, with any change waiting to sync laid over them. */
export function StudentVisaCases({ studentId, rows, owner, canWrite }: Props<VisaCase>) {
  const waiting = useWaitingRows('visa-cases');
  if (rows === null) return null;
  const shown = overlayWaiting(rows, waiting, (v) => v.studentId === studentId);
  return (
    <SectionCard
      title="Visa Cases"
      action={
        canWrite && (
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/visa-cases/new" search={{ studentId }}>
              <Plane /> New Visa Case
            </Link>
          </Button>
        )
      }
    >
      {shown.length === 0 ? (
        <Text color="fg.muted">No visa cases yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {shown.map((v) => (
            <Stack as="li" key={v.id} gap="1" borderBottomWidth="1px" borderColor="border.muted" pb="2" aria-label={`${v.visaType}, ${caseNumber(v.id)}`}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="medium">
                  {v.visaType} · {caseNumber(v.id)}
                </Text>
                <Badge colorPalette={VISA_STATUS_COLORS[v.status]}>{VISA_STATUS_LABELS[v.status]}</Badge>
                <SyncBadge waiting={waiting.get(v.id)} />
              </Flex>
              {canWrite && (
                <StatusUpdate
                  subject={`visa case ${caseNumber(v.id)}`}
                  options={nextVisaStatuses(v.status)}
                  labels={VISA_STATUS_LABELS}
                  onSave={(status) => updateVisaCase(owner, v, { status })}
                />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
