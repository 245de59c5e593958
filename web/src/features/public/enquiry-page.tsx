import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { Clock, MessageCircle, ShieldCheck } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import { useEnquiryFair } from './api/get-public-event';
import { useScholarships } from './api/get-scholarships';
import { EnquiryForm } from './enquire/enquiry-form';
import { PageHero } from './shared/page-hero';

const PROMISES = [
  { icon: Clock, text: 'A counselor replies within one working day.' },
  { icon: MessageCircle, text: 'On WhatsApp, by phone or by e-mail: as you prefer.' },
  { icon: ShieldCheck, text: 'Free, and we use your details only to answer you.' },
];

/** /enquire: the enquiry form, the public site's way into the CRM (docs/PRODUCT.md §2.8). */
export function EnquiryPage() {
  usePageTitle('Enquire');
  const search = useSearch({ from: '/public/enquire' });
  const { data: scholarships } = useScholarships();
  const fair = useEnquiryFair(search.event);
  return (
    <>
      <PageHero
        eyebrow="Free consultation"
        title="Tell us what you want to study"
        intro="Send us a few lines about yourself and your plans. A counselor will get back to you with the universities, scholarships and next steps that fit."
      />
      <Box as="section" aria-label="Enquiry form" py={{ base: '8', md: '12' }}>
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
                What happens next
              </Heading>
              <Stack as="ul" listStyle="none" gap="3">
                {PROMISES.map(({ icon: Icon, text }) => (
                  <Stack as="li" key={text} direction="row" gap="3" align="flex-start">
                    <Box color="brand.fg" mt="0.5" flexShrink="0">
                      <Icon size={18} aria-hidden="true" />
                    </Box>
                    <Text color="fg.muted">{text}</Text>
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
