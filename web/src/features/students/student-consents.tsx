import { Badge, Box, Button, chakra, Flex, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import type { Consent, ConsentPurpose } from '@contract/privacy';
import { SectionCard } from '../../components/admin/section-card';
import { apiRequest } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { serverMessage } from '../../lib/form-errors';

const PURPOSES: Record<ConsentPurpose, string> = { enquiry: 'Contact about the enquiry', newsletter: 'Newsletter', marketing: 'Marketing' };
const SOURCES: Record<string, string> = { website: 'website', portal: 'student portal', fair: 'recruitment fair', import: 'import' };

/** Staff record a student's verbal request to be erased: it waits in Settings › Privacy for the same approval. */
function VerbalRequest({ studentId }: { studentId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const queue = useMutation({ mutationFn: () => apiRequest('POST', '/api/admin/privacy/requests', { studentId, reason }) });
  if (queue.isSuccess) {
    return (
      <Text role="status" fontSize="sm">
        Erasure request recorded. Approve or refuse it in{' '}
        <Link asChild>
          <RouterLink to="/admin/settings" hash="privacy">
            Settings › Privacy
          </RouterLink>
        </Link>
        .
      </Text>
    );
  }
  if (!open) {
    return (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Record an erasure request
      </Button>
    );
  }
  return (
    <chakra.form
      onSubmit={(e) => {
        e.preventDefault();
        queue.mutate();
      }}
    >
      <Stack gap="2">
        <label htmlFor={`verbal-${studentId}`}>
          <Text fontSize="sm" fontWeight="medium">
            How and when did they ask? (optional)
          </Text>
        </label>
        <Textarea id={`verbal-${studentId}`} rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
        <Flex gap="2">
          <Button type="submit" size="sm" loading={queue.isPending} loadingText="Recording…">
            Record request
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Flex>
        {queue.isError && (
          <Text role="alert" color="red.fg" fontSize="sm">
            {serverMessage(queue.error, 'This needs a connection to Mission Control. Try again when online.')}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}

/** The student's consents on record (docs/PRIVACY.md): what, which wording, when, from where, withdrawn when. */
export function StudentConsents({ studentId, consents, canErase }: { studentId: string; consents: Consent[]; canErase: boolean }) {
  return (
    <SectionCard title="Consents">
      <Stack gap="3">
        {consents.length === 0 ? (
          <Text color="fg.muted">No consent on record.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {consents.map((c) => (
              <Box as="li" key={c.id}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="medium">{PURPOSES[c.purpose]}</Text>
                  {c.withdrawnAt ? <Badge>Withdrawn {formatDate(c.withdrawnAt)}</Badge> : <Badge colorPalette="green">Given</Badge>}
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(c.givenAt)} · {SOURCES[c.source] ?? c.source} · wording {c.textVersion}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        {canErase && <VerbalRequest studentId={studentId} />}
      </Stack>
    </SectionCard>
  );
}
