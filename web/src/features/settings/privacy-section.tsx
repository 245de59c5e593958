import { Badge, Box, Button, chakra, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminErasureRequest } from '@contract/privacy';
import { SectionCard } from '../../components/admin/section-card';
import { formatDate } from '../../lib/format';
import { serverMessage } from '../../lib/form-errors';
import { useDecideErasure, useErasureRequests, useRetention, useSaveRetention } from './api/privacy';

const STATUS = { pending: 'Pending', approved: 'Erased', refused: 'Refused' } as const;

function RequestRow({ request }: { request: AdminErasureRequest }) {
  const decide = useDecideErasure();
  const [step, setStep] = useState<'idle' | 'confirm' | 'refuse'>('idle');
  const [reason, setReason] = useState('');
  const who = `${request.studentName}${request.studentCountry ? `, ${request.studentCountry}` : ''}`;
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p="3" aria-label={`Request of ${request.studentName}`}>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold">{who}</Text>
        <Badge colorPalette={request.status === 'pending' ? 'orange' : request.status === 'approved' ? 'gray' : 'red'}>{STATUS[request.status]}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Asked on {formatDate(request.requestedAt)} {request.requestedBy === 'staff' ? 'by phone or in person (recorded by staff)' : 'in the student portal'} · stage{' '}
        {request.stage}
        {request.openCases > 0 ? ` · ${request.openCases} open application${request.openCases === 1 ? '' : 's'} or visa case${request.openCases === 1 ? '' : 's'}` : ''}
      </Text>
      {request.reason && <Text fontSize="sm">Reason given: {request.reason}</Text>}
      {request.refusalReason && <Text fontSize="sm">Refused: {request.refusalReason}</Text>}
      {request.decidedAt && (
        <Text fontSize="sm" color="fg.muted">
          Decided on {formatDate(request.decidedAt)}
          {request.decidedByName ? ` by ${request.decidedByName}` : ''}
        </Text>
      )}
      {request.status === 'pending' && step === 'idle' && (
        <Flex gap="2" mt="2" wrap="wrap">
          <Button size="sm" colorPalette="red" onClick={() => setStep('confirm')}>
            Approve and erase
          </Button>
          <Button size="sm" variant="outline" onClick={() => setStep('refuse')}>
            Refuse
          </Button>
        </Flex>
      )}
      {request.status === 'pending' && step === 'confirm' && (
        <Stack gap="2" mt="2">
          <Text fontWeight="medium">
            Erase {request.studentName} for good? Their name, contact details, documents, notes and messages are deleted and their portal account is closed. This
            cannot be undone.
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" colorPalette="red" loading={decide.isPending} loadingText="Erasing…" onClick={() => decide.mutate({ id: request.id, approve: true })}>
              Yes, erase {request.studentName}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStep('idle')}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      )}
      {request.status === 'pending' && step === 'refuse' && (
        <chakra.form
          mt="2"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) decide.mutate({ id: request.id, approve: false, reason: reason.trim() });
          }}
        >
          <Stack gap="2">
            <label htmlFor={`refuse-${request.id}`}>
              <Text fontWeight="medium">Why is it refused? The student reads this.</Text>
            </label>
            <Textarea id={`refuse-${request.id}`} required maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
            <Flex gap="2">
              <Button type="submit" size="sm" loading={decide.isPending} loadingText="Refusing…">
                Refuse request
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setStep('idle')}>
                Cancel
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      )}
      {decide.isError && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {serverMessage(decide.error, 'This needs a connection to Mission Control. Try again when online.')}
        </Text>
      )}
    </Box>
  );
}

function RetentionPanel() {
  const retention = useRetention(true);
  const save = useSaveRetention();
  const [months, setMonths] = useState('');
  if (retention.isPending) return <Text color="fg.muted">Loading…</Text>;
  if (retention.isError) return <Text role="alert">{serverMessage(retention.error, 'The retention period can be read when you are online.')}</Text>;
  const { due } = retention.data;
  return (
    <Stack gap="3">
      <chakra.form
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(months);
          if (Number.isInteger(n) && n >= 1 && n <= 120) save.mutate(n);
        }}
      >
        <Flex gap="2" align="end" wrap="wrap">
          <Box>
            <label htmlFor="retention-months">
              <Text fontWeight="medium">Erase leads with no activity for (months)</Text>
            </label>
            <Input id="retention-months" type="number" min={1} max={120} maxW="32" placeholder={String(retention.data.months)} value={months} onChange={(e) => setMonths(e.target.value)} />
          </Box>
          <Button type="submit" loading={save.isPending} loadingText="Saving…">
            Save period
          </Button>
        </Flex>
      </chakra.form>
      <Text role="status">
        Now {retention.data.months} months. The daily run would erase {due.length === 0 ? 'no one' : `${due.length} lead${due.length === 1 ? '' : 's'}`}.
      </Text>
      {due.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Leads the next run erases">
          {due.slice(0, 50).map((d) => (
            <Text as="li" key={d.id} fontSize="sm">
              {d.name}
              {d.country ? `, ${d.country}` : ''}: last activity {formatDate(d.lastActivityAt)}
            </Text>
          ))}
        </Stack>
      )}
      {save.isError && <Text role="alert">{serverMessage(save.error, 'This needs a connection to Mission Control.')}</Text>}
    </Stack>
  );
}

/** Settings › Privacy (docs/PRIVACY.md): erasure requests for privacy:erase; the retention period for settings:write. */
export function PrivacySection({ erase, retention }: { erase: boolean; retention: boolean }) {
  const requests = useErasureRequests();
  return (
    <SectionCard title="Privacy" id="privacy">
      <Stack gap="5">
        {erase && (
          <Box as="section" aria-label="Erasure requests">
            <Text fontWeight="semibold" mb="2">
              Erasure requests
            </Text>
            {requests.isPending ? (
              <Text color="fg.muted">Loading…</Text>
            ) : requests.isError ? (
              <Text role="alert">{serverMessage(requests.error, 'The requests can be read when you are online.')}</Text>
            ) : requests.data.items.length === 0 ? (
              <Text color="fg.muted">No one has asked to be erased.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {requests.data.items.map((r) => (
                  <RequestRow key={r.id} request={r} />
                ))}
              </Stack>
            )}
          </Box>
        )}
        {retention && (
          <Box as="section" aria-label="Retention">
            <Text fontWeight="semibold" mb="2">
              Retention
            </Text>
            <RetentionPanel />
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
