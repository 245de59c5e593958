import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { Clock, MessageCircle, ShieldCheck } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import { useEnquiryFair } from './api/get-public-event';
import { useScholarships } from './api/get-scholarships';
import { EnquiryForm } from './enquire/enquiry-form';
import { PageHero } from './shared/page-hero';
import { useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

const PROMISES: { icon: typeof Clock; text: MessageId }[] = [
  { icon: Clock, text: 'enquiry.promise.text1' },
  { icon: MessageCircle, text: 'enquiry.promise.text2' },
  { icon: ShieldCheck, text: 'enquiry.promise.text3' },
];

/** /enquire: the enquiry form, the public site's way into the CRM (docs/PRODUCT.md §2.8). */
export function EnquiryPage() {
  const t = useT();
  usePageTitle(t('enquiry.enquire'));
  const search = useSearch({ from: '/public/enquire' });
  const { data: scholarships } = useScholarships();
  const fair = useEnquiryFair(search.event);
  return (
    <>
      <PageHero
        eyebrow={t('enquiry.freeConsultation')}
        title={t('enquiry.tellUsWhatYou')}
        intro={t('enquiry.sendUsAFew')}
      />
      <Box as="section" aria-label={t('enquiry.enquiryForm')} py={{ base: '8', md: '12' }}>
        <Container maxW="5xl">
          <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align="flex-start">
            <Box flex="1" width="full" maxW="2xl">
              <EnquiryForm
                scholarships={scholarships}
                chosen={{ scholarship: search.scholarship, university: search.university, programme: search.programme }}
                eventId={fair.credited ? search.event : undefined}
                event={fair.event}
                sent={search.sent === 1}
              />
            </Box>
            <Stack as="aside" aria-labelledby="enquiry-promise" gap="4" maxW={{ lg: 'xs' }}>
              <Heading as="h2" id="enquiry-promise" size="md">
                {t('enquiry.whatHappensNext')}
              </Heading>
              <Stack as="ul" listStyle="none" gap="3">
                {PROMISES.map(({ icon: Icon, text }) => (
                  <Stack as="li" key={text} direction="row" gap="3" align="flex-start">
                    <Box color="brand.fg" mt="0.5" flexShrink="0">
                      <Icon size={18} aria-hidden="true" />
                    </Box>
                    <Text color="fg.muted">{t(text)}</Text>
                  </Stack>
                ))}
              </Stack>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
