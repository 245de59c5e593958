import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CalendarPlus, Eye, UserCheck, UserX } from 'lucide-react';
import { nextVisaStatuses } from '@contract/transitions';
import { CaseCardHeader } from '../../components/admin/case-card-header';
import type { CaseCardProps } from '../../components/admin/case-list-page';
import { RequirementList } from '../../components/admin/more-list';
import { StatusUpdate } from '../../components/admin/status-update';
import { updateVisaCase } from '../../lib/offline/crm-writes';
import { VISA_STATUS_COLORS, VISA_STATUS_LABELS } from '../../lib/crm-labels';
import { caseNumber, formatDate } from '../../lib/format';


/** One visa case (SPEC section 2): its details are on its student's page. */
export function VisaCaseCard({ record: visaCase, waiting, owner, canWrite }: CaseCardProps<'visa-cases'>) {
  const name = visaCase.studentName?.trim() || 'Unknown Student';
  const number = caseNumber(visaCase.id);
  return (
    <Card.Root as="article" variant="outline" size="sm" aria-label={`${name}, ${number}`}>
      <CaseCardHeader
        name={name}
        status={{ label: VISA_STATUS_LABELS[visaCase.status], palette: VISA_STATUS_COLORS[visaCase.status] }}
        subtitle={
          <>
            {visaCase.visaType} · <Text as="span" fontFamily="mono">{number}</Text>
          </>
        }
        waiting={waiting}
      />
      <Card.Body gap="3">
        <Stack gap="1" fontSize="sm">
          <Flex align="center" gap="1.5" color="fg.muted">
            <CalendarPlus size={14} aria-hidden />
            Created {formatDate(visaCase.createdAt)}
          </Flex>
          {visaCase.appointmentDate && (
            <Flex align="center" gap="1.5" color="fg.muted">
              <CalendarClock size={14} aria-hidden />
              Interview {formatDate(visaCase.appointmentDate)}
            </Flex>
          )}
          <Flex align="center" gap="1.5" color="fg.muted">
            {visaCase.assignedOfficer ? <UserCheck size={14} aria-hidden /> : <UserX size={14} aria-hidden />}
            Officer: {visaCase.assignedOfficer ? 'Assigned' : 'Unassigned'}
          </Flex>
        </Stack>
        <RequirementList requirements={visaCase.requirements} />
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild size="xs" variant="outline">
          <Link to="/admin/students/$id" params={{ id: visaCase.studentId }} aria-label={`View Details of ${number}`}>
            <Eye /> View Details
          </Link>
        </Button>
        {canWrite && (
          <StatusUpdate
            subject={number}
            options={nextVisaStatuses(visaCase.status)}
            labels={VISA_STATUS_LABELS}
            onSave={(status) => updateVisaCase(owner, visaCase, { status })}
          />
        )}
      </Card.Footer>
    </Card.Root>
  );
}
