import { Badge, Box, Button, Card, Container, Heading, Link, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { CONSENT_TEXTS, MY_DATA_PATH, OPTIONAL_CONSENTS, type Consent, type ConsentPurpose, type PortalErasureRequest } from '@contract/privacy';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { usePortalPrivacy, useRequestErasure, useWithdrawConsent } from './api/portal-privacy';

// Every sentence of this page in one place, for the translation catalogues.
const TEXT = {
  title: 'Privacy and your data',
  back: 'Back to your portal',
  signedOut: 'Sign in to the student portal to see your privacy choices.',
  signIn: 'Sign in',
  loadFailed: 'We could not load your privacy choices. Check your connection and try again.',
  tryAgain: 'Try again',
  consentsHeading: 'What you agreed to',
  consentsNone: 'We hold no consent of yours.',
  purpose: { enquiry: 'Contact about your enquiry', newsletter: 'Newsletter by e-mail', marketing: 'News and offers' } satisfies Record<ConsentPurpose, string>,
  given: (date: string, source: string) => `Given on ${date} (${source})`,
  withdrawnOn: (date: string) => `Withdrawn on ${date}`,
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing…',
  withdrawFailed: 'We could not withdraw it. Try again.',
  enquiryNote: 'This one ends when your data is erased (below).',
  source: { website: 'our website', portal: 'this portal', fair: 'a recruitment fair', import: 'our records' } as Record<string, string>,
  dataHeading: 'Download my data',
  dataBody: 'One ZIP file with everything we hold about you: your profile, applications, visa cases, tasks, documents and their files, the messages and notes about you, your consents, and who opened your documents.',
  download: 'Download my data',
  erasureHeading: 'Erase my data',
  erasureBody:
    'We erase your name, contact details, documents, messages and notes, and close your portal account. Staff check the request first: an open visa case may need to finish before we can erase.',
  reasonLabel: 'Why? (optional)',
  ask: 'Ask for my data to be erased',
  asking: 'Sending…',
  askFailed: 'We could not send your request. Try again.',
  status: { pending: 'Waiting for a decision', approved: 'Approved', refused: 'Refused' } as Record<PortalErasureRequest['status'], string>,
  requested: (date: string) => `Asked on ${date}`,
  refusedBecause: (reason: string) => `Why we refused: ${reason}`,
  pendingNote: 'Your request is with our team. We will erase your data once it is approved.',
};

function ConsentRow({ consent }: { consent: Consent }) {
  const withdraw = useWithdrawConsent();
  const optional = OPTIONAL_CONSENTS.includes(consent.purpose);
  const wording = (CONSENT_TEXTS as Record<string, string>)[consent.textVersion];
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p={3}>
      <Text fontWeight="semibold">{TEXT.purpose[consent.purpose]}</Text>
      {wording && (
        <Text fontSize="sm" color="fg.muted">
          “{wording}”
        </Text>
      )}
      <Text fontSize="sm">{TEXT.given(formatDate(consent.givenAt), TEXT.source[consent.source] ?? consent.source)}</Text>
      {consent.withdrawnAt ? (
        <Badge mt={1}>{TEXT.withdrawnOn(formatDate(consent.withdrawnAt))}</Badge>
      ) : optional ? (
        <Button mt={2} size="sm" variant="outline" loading={withdraw.isPending} loadingText={TEXT.withdrawing} onClick={() => withdraw.mutate(consent.id)}>
          {TEXT.withdraw}
          <Text as="span" srOnly>
            {` ${TEXT.purpose[consent.purpose]}`}
          </Text>
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {TEXT.enquiryNote}
        </Text>
      )}
      {withdraw.isError && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {TEXT.withdrawFailed}
        </Text>
      )}
    </Box>
  );
}

function ErasureSection({ requests }: { requests: PortalErasureRequest[] }) {
  const [reason, setReason] = useState('');
  const ask = useRequestErasure();
  const pending = requests.some((r) => r.status === 'pending');
  return (
    <Card.Root as="section" aria-labelledby="privacy-erasure">
      <Card.Body gap={3}>
        <Heading as="h2" id="privacy-erasure" size="lg">
          {TEXT.erasureHeading}
        </Heading>
        <Text>{TEXT.erasureBody}</Text>
        {requests.length > 0 && (
          <Stack as="ul" gap={2} listStyleType="none">
            {requests.map((r) => (
              <Box as="li" key={r.id} borderWidth="1px" rounded="l2" p={3}>
                <Badge colorPalette={r.status === 'refused' ? 'red' : r.status === 'approved' ? 'green' : 'orange'}>{TEXT.status[r.status]}</Badge>
                <Text fontSize="sm">{TEXT.requested(formatDate(r.requestedAt))}</Text>
                {r.refusalReason && <Text>{TEXT.refusedBecause(r.refusalReason)}</Text>}
              </Box>
            ))}
          </Stack>
        )}
        {pending ? (
          <Text role="status">{TEXT.pendingNote}</Text>
        ) : (
          <Stack
            as="form"
            gap={2}
            onSubmit={(e) => {
              e.preventDefault();
              ask.mutate(reason.trim());
            }}
          >
            <label htmlFor="erasure-reason">
              <Text fontWeight="medium">{TEXT.reasonLabel}</Text>
            </label>
            <Textarea id="erasure-reason" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} rows={3} />
            <Button type="submit" colorPalette="red" alignSelf="start" loading={ask.isPending} loadingText={TEXT.asking}>
              {TEXT.ask}
            </Button>
            {ask.isError && (
              <Text role="alert" color="red.fg">
                {TEXT.askFailed}
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /student-portal/privacy: the student's consents, their data as a download, and erasure on request (docs/PRIVACY.md). */
export function PrivacyPage() {
  usePageTitle(TEXT.title);
  const privacy = usePortalPrivacy();
  return (
    <Container maxW="3xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <Link asChild alignSelf="start">
          <RouterLink to="/student-portal">{TEXT.back}</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {TEXT.title}
        </Heading>
        {privacy.isPending ? (
          <Skeleton h={40} />
        ) : privacy.isError ? (
          <Stack role="alert" gap={3}>
            <Text>{TEXT.loadFailed}</Text>
            <Button alignSelf="start" onClick={() => void privacy.refetch()}>
              {TEXT.tryAgain}
            </Button>
          </Stack>
        ) : !privacy.data ? (
          <Stack gap={3}>
            <Text>{TEXT.signedOut}</Text>
            <Button asChild colorPalette="brand" alignSelf="start">
              <RouterLink to="/student-portal">{TEXT.signIn}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <>
            <Box as="section" aria-labelledby="privacy-consents">
              <Heading as="h2" id="privacy-consents" size="lg" mb={3}>
                {TEXT.consentsHeading}
              </Heading>
              {privacy.data.consents.length === 0 ? (
                <Text>{TEXT.consentsNone}</Text>
              ) : (
                <Stack as="ul" gap={2} listStyleType="none">
                  {privacy.data.consents.map((c) => (
                    <ConsentRow key={c.id} consent={c} />
                  ))}
                </Stack>
              )}
            </Box>
            <Card.Root as="section" aria-labelledby="privacy-download">
              <Card.Body gap={3}>
                <Heading as="h2" id="privacy-download" size="lg">
                  {TEXT.dataHeading}
                </Heading>
                <Text>{TEXT.dataBody}</Text>
                <Button asChild colorPalette="brand" alignSelf="start">
                  <a href={MY_DATA_PATH} download>
                    <Download aria-hidden="true" />
                    {TEXT.download}
                  </a>
                </Button>
              </Card.Body>
            </Card.Root>
            <ErasureSection requests={privacy.data.requests} />
          </>
        )}
      </Stack>
    </Container>
  );
}
