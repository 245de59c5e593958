import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Calendar, MessageCircle } from 'lucide-react';
import { useSiteContact, whatsappHref } from '../../../lib/site-contact';
import { JOURNEY_STEPS } from '../content/home';
import { Section } from '../shared/section';
import { StepIcon } from '../shared/step-icon';
import { useT } from '../../../i18n/i18n';

export function JourneySection() {
  const t = useT();
  const contact = useSiteContact();
  return (
    <Section
      id="journey"
      title={t('home.journey.title')}
      intro={t('home.journey.intro')}
      muted
    >
      <SimpleGrid as="ol" listStyle="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {JOURNEY_STEPS.map((step) => (
          <Box as="li" key={step.number} p="6" borderRadius="xl" bg="bg.panel" borderWidth="1px" position="relative">
            <Stack direction="row" align="center" gap="3">
              <Box boxSize="12" borderRadius="lg" bg="brand.subtle" color="brand.fg" display="flex" alignItems="center" justifyContent="center">
                <StepIcon name={step.icon} />
              </Box>
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                {t('home.journey.step', { number: step.number })}
              </Text>
            </Stack>
            <Heading as="h3" size="lg" mt="4">
              {t(step.title)}
            </Heading>
            <Text mt="2" color="fg.muted">
              {t(step.description)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="10">
        {/* The consultation is booked through the enquiry form: it reaches the CRM (docs/PRODUCT.md §2.8). */}
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/enquire">
            <Calendar aria-hidden="true" /> {t('home.journey.book')}
          </Link>
        </Button>
        {contact ? (
          <Button asChild variant="outline" size="lg">
            <a
              href={whatsappHref(contact.whatsappNumber, t('home.journey.greeting'))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" /> {t('common.chatWhatsapp')}
            </a>
          </Button>
        ) : null}
      </Stack>
    </Section>
  );
}
