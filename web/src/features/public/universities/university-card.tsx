import { Badge, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Award, BookOpen, MapPin, Users } from 'lucide-react';
import type { University } from '@contract';
import { formatPrograms, formatStudents } from './filter';
import { UniversityBanner } from './university-banner';

/**
 * A partner card. Its name is a plain link to the university's page (it works before the app has started) whose
 * hit area covers the card. The banner is drawn with CSS from the name: no image to download on metered data.
 */
export function UniversityCard({ university }: { university: University }) {
  return (
    <Stack
      as="article"
      aria-labelledby={`uni-${university.id}`}
      position="relative"
      gap="0"
      borderRadius="xl"
      borderWidth="1px"
      bg="bg.panel"
      overflow="hidden"
      height="full"
    >
      <UniversityBanner university={university} />
      <Stack gap="3" p="5" flex="1">
        <Heading as="h2" size="md" id={`uni-${university.id}`}>
          {/* The whole card is the link's hit area; the link's name is the university's. */}
          <ChakraLink
            asChild
            color="fg"
            _after={{ content: '""', position: 'absolute', inset: 0 }}
            _focusVisible={{ outline: 'none', _after: { outline: '3px solid', outlineColor: 'brand.focusRing', borderRadius: 'xl' } }}
          >
            <Link to="/universities/$id" params={{ id: String(university.id) }}>
              {university.name}
            </Link>
          </ChakraLink>
        </Heading>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="1.5">
            <MapPin size={14} aria-hidden="true" />
            {university.location}
          </HStack>
          <HStack gap="1.5">
            <Award size={14} aria-hidden="true" />
            {university.ranking}
          </HStack>
        </Stack>
        <Text fontSize="sm" lineClamp={3}>
          {university.description}
        </Text>
        <HStack as="ul" listStyle="none" aria-label="Specialties" gap="1.5" flexWrap="wrap">
          {university.specialties.map((s) => (
            <Badge as="li" key={s} variant="subtle" colorPalette="gray">
              {s}
            </Badge>
          ))}
        </HStack>
        <HStack gap="6" mt="auto" pt="3" borderTopWidth="1px" fontSize="sm">
          <HStack gap="1.5">
            <BookOpen size={16} aria-hidden="true" />
            <Text>
              <Text as="span" fontWeight="semibold">
                {formatPrograms(university.programs)}
              </Text>{' '}
              Programs
            </Text>
          </HStack>
          <HStack gap="1.5">
            <Users size={16} aria-hidden="true" />
            <Text>
              <Text as="span" fontWeight="semibold">
                {formatStudents(university.students)}
              </Text>{' '}
              Students
            </Text>
          </HStack>
        </HStack>
      </Stack>
    </Stack>
  );
}
