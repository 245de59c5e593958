import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Calendar, MessageCircle } from 'lucide-react';
import { useSiteContact, whatsappHref } from '../../../lib/site-contact';
import { JOURNEY_STEPS } from '../content/home';
import { Section } from '../shared/section';
import { StepIcon } from '../shared/step-icon';

export function JourneySection() {
  const contact = useSiteContact();
  return (
    <Section
      id="journey"
      title="Your journey in six steps"
      intro="From your first question to your first week on campus, one counselor walks every step with you. Most students fly 3-4 months after their consultation."
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
                Step {step.number}
              </Text>
            </Stack>
            <Heading as="h3" size="lg" mt="4">
              {step.title}
            </Heading>
            <Text mt="2" color="fg.muted">
              {step.description}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="10">
        {/* The consultation is booked through the enquiry form: it reaches the CRM (docs/PRODUCT.md §2.8). */}
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/enquire">
            <Calendar aria-hidden="true" /> Book Free Consultation
          </Link>
        </Button>
        {contact ? (
          <Button asChild variant="outline" size="lg">
            <a
              href={whatsappHref(contact.whatsappNumber, 'Hello! I would like to book a free consultation.')}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" /> Chat on WhatsApp
            </a>
          </Button>
        ) : null}
      </Stack>
    </Section>
  );
}
