import { Alert, Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Student } from '@contract/crm';
import type { DuplicateMatch } from '@contract/crm-writes';
import { mayRead } from '@contract/read-scopes';
import { SectionCard } from '../../components/admin/section-card';
import { formatDate } from '../../lib/format';
import { ownerLabel } from '../../lib/owner-name';
import { phoneLinks } from '../../lib/phone-links';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { studentDetailQueryOptions } from './api/student-detail';
import { keepDuplicate } from './api/get-student';
import { MergeDuplicate, type LeadRecords } from './merge-duplicate';

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {value || 'Not given'}
    </Text>
  );
}

/** The phone as a tap-to-call link and a WhatsApp link, each named for what it does ("Call +254 …"). */
function PhoneLine({ student: s }: { student: Student }) {
  const phone = s.personalInfo.phone;
  const links = phoneLinks(phone, s.personalInfo.country);
  if (!phone || !links) return <Line label="Phone / WhatsApp" value={phone} />;
  const link = { color: 'blue.fg', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minH: '6' } as const;
  return (
    <Text>
      <Text as="span" color="fg.muted">
        Phone / WhatsApp:{' '}
      </Text>
      <ChakraLink href={links.tel} aria-label={`Call ${phone}`} {...link}>
        {phone}
      </ChakraLink>
      {links.whatsapp && (
        <>
          {' · '}
          <ChakraLink href={links.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${phone}`} {...link}>
            WhatsApp
          </ChakraLink>
        </>
      )}
    </Text>
  );
}

/** The profile; contact lines only for a role that reads them (the server sends them to no other). */
export function StudentProfile({ student: s }: { student: Student }) {
  const { role } = useSignedInAdmin();
  return (
    <SectionCard title="Profile">
      <Stack gap="1" fontSize="sm">
        {mayRead(role, 'students', 'phone') && <PhoneLine student={s} />}
        {mayRead(role, 'students', 'email') && <Line label="E-mail" value={s.personalInfo.email} />}
        <Line label="Country" value={s.personalInfo.country} />
        <Line label="Field of study" value={s.fieldOfStudy} />
        <Line label="Destination city" value={s.destinationCity} />
        <Line label="Source or fair" value={s.tags.join(', ')} />
        <Line label="Counselor" value={ownerLabel(s.assignedCounselor, s.ownerName)} />
        <Line label="Added" value={formatDate(s.createdAt)} />
        <Line label="Updated" value={formatDate(s.updatedAt)} />
      </Stack>
    </SectionCard>
  );
}

type MergeProps = { lead: Student; owner: string; records: LeadRecords };

/**
 * A new lead whose phone or e-mail matches another student: flagged for a person, never merged silently.
 * "Keep both" clears the flag; "Merge into <name>" moves this lead's records there and removes it.
 */
export function DuplicateFlag({
  id,
  matches,
  unnamed = false,
  canWrite,
  merge,
}: {
  id: string;
  matches: DuplicateMatch[];
  /** A possible duplicate the server does not name to this role (it matched on contact details the role does not read). */
  unnamed?: boolean;
  canWrite: boolean;
  merge: MergeProps;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (matches.length === 0 && !unnamed) return null;
  const keep = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(studentDetailQueryOptions(id).queryKey, await keepDuplicate(id));
      setError(null);
    } catch {
      setError('Could not record the decision: it needs the server. Try again when online.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert.Root status="warning" mb="4" flexDirection="column" alignItems="flex-start" gap="2">
      <Alert.Title>Possible duplicate</Alert.Title>
      <Alert.Description>
        <Stack as="ul" gap="1" listStyleType="none">
          {matches.map((m) => (
            <li key={m.id}>
              Same {m.matchedOn === 'phone' ? 'phone number' : 'e-mail'} as{' '}
              <ChakraLink asChild colorPalette="blue">
                <Link to="/admin/students/$id" params={{ id: m.id }}>
                  {m.name}
                </Link>
              </ChakraLink>
              . Open it to compare before deciding.
              {canWrite && (
                <Box mt="1">
                  <MergeDuplicate match={m} {...merge} />
                </Box>
              )}
            </li>
          ))}
          {unnamed && <li>A possible duplicate exists: a colleague who sees contact details can compare them.</li>}
        </Stack>
      </Alert.Description>
      {canWrite && (
        <Button size="sm" variant="outline" loading={busy} onClick={() => void keep()}>
          Keep both (different students)
        </Button>
      )}
      {error && <Text role="alert">{error}</Text>}
    </Alert.Root>
  );
}
