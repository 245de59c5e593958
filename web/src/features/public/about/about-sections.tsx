import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, MapPin, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { POLICIES, SERVICES, TEAM, TESTIMONIALS } from '../content/about';
import { InitialsAvatar } from '../shared/people';
import { Section } from '../shared/section';
import { StepIcon } from '../shared/step-icon';

export function AboutStory() {
  return (
    <Section id="story" title="Who we are">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <Stack gap="4" color="fg.muted" fontSize="lg">
          <Text>
            We started in 2014 in a small office in Kuala Lumpur, founded by a Somali engineer who had made the same
            journey himself. Since then we have helped more than 500 students from 15+ African countries enrol at 50+
            partner universities across Malaysia.
          </Text>
          <Text>
            Our counselors are former international students from Somalia, Kenya, Nigeria and Malaysia. They know what it
            is like to compare universities from a phone, to wait for a visa, and to land in a new country for the first
            time.
          </Text>
          <Text>
            Consultation is free. We are paid by our partner universities, and any document-processing fee is agreed with
            you in writing first. We are a government-approved agent and ISO 9001 certified.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Purpose icon={<Target aria-hidden="true" />} title="Our Mission">
            To give every capable African student an honest, affordable path to a recognised Malaysian degree, with a person
            they can call at every step.
          </Purpose>
          <Purpose icon={<Eye aria-hidden="true" />} title="Our Vision">
            A generation of African graduates, trained in Malaysia, returning to build the hospitals, companies and
            infrastructure their countries need.
          </Purpose>
        </SimpleGrid>
      </SimpleGrid>
    </Section>
  );
}

function Purpose({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box p="6" borderRadius="xl" bg="brand.subtle">
      <Box color="brand.fg">{icon}</Box>
      <Heading as="h3" size="lg" mt="3">
        {title}
      </Heading>
      <Text mt="2">{children}</Text>
    </Box>
  );
}

export function ServicesSection() {
  return (
    <Section id="services" title="What we do" intro="Four services, one counselor, no consultation fee." muted>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {SERVICES.map((service) => (
          <Box as="li" key={service.title} p="6" borderRadius="xl" bg="bg.panel" borderWidth="1px">
            <Box boxSize="12" borderRadius="lg" bg="brand.subtle" color="brand.fg" display="flex" alignItems="center" justifyContent="center">
              <StepIcon name={service.icon} />
            </Box>
            <Heading as="h3" size="md" mt="4">
              {service.title}
            </Heading>
            <Text mt="2" color="fg.muted">
              {service.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TeamSection() {
  return (
    <Section id="team" title="Our leadership" intro="The people who answer for every student we place.">
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 3 }} gap="5">
        {TEAM.map((member) => (
          <Stack as="li" key={member.name} gap="4" p="6" borderRadius="xl" borderWidth="1px" bg="bg.panel">
            <HStack gap="4">
              <InitialsAvatar name={member.name} size="16" />
              <Box>
                <Heading as="h3" size="md">
                  {member.name}
                </Heading>
                <Text color="brand.fg" fontWeight="medium" fontSize="sm">
                  {member.title}
                </Text>
                <HStack gap="1" color="fg.muted" fontSize="sm">
                  <MapPin size={14} aria-hidden="true" />
                  {member.location}
                </HStack>
              </Box>
            </HStack>
            <Text color="fg.muted">{member.bio}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TestimonialsSection() {
  return (
    <Section id="testimonials" title="What our students say" muted>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, xl: 4 }} gap="5">
        {TESTIMONIALS.map((t) => (
          <Stack as="li" key={t.name} gap="4" p="6" borderRadius="xl" bg="bg.panel" borderWidth="1px">
            <Text as="blockquote" flex="1">
              “{t.quote}”
            </Text>
            <Box fontSize="sm">
              <Text fontWeight="semibold">
                <span role="img" aria-label={t.country}>
                  {t.flag}
                </span>{' '}
                {t.name}
              </Text>
              <Text color="fg.muted">{t.field}</Text>
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function PoliciesSection() {
  return (
    <Section id="policies" title="Policies">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {POLICIES.map((policy) => (
          <Box key={policy.id} id={policy.id} scrollMarginTop="24">
            <Heading as="h3" size="md">
              {policy.title}
            </Heading>
            <Text mt="2" color="fg.muted" fontSize="sm">
              {policy.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
