import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Award, BookOpen, MapPin, Users } from 'lucide-react';
import type { University } from '@contract';
import { formatPrograms, formatStudents, shortName } from './filter';

/** A partner card. The banner is drawn with CSS from the name: no image to download on a metered connection. */
export function UniversityCard({ university }: { university: University }) {
  const isPublic = university.type === 'Public';
  return (
    <Stack as="article" aria-labelledby={`uni-${university.id}`} gap="0" borderRadius="xl" borderWidth="1px" bg="bg.panel" overflow="hidden" height="full">
      <Box
        height="24"
        bgGradient="to-br"
        gradientFrom={isPublic ? '#0f766e' : '#1e3a8a'}
        gradientTo={isPublic ? '#115e59' : '#312e81'}
        color="white"
        px="5"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
      >
        <Text aria-hidden="true" fontSize="3xl" fontWeight="bold" letterSpacing="wide">
          {shortName(university.name)}
        </Text>
        <Badge variant="solid" bg="whiteAlpha.900" color={isPublic ? '#0f766e' : '#1e3a8a'}>
          {university.type}
        </Badge>
      </Box>
      <Stack gap="3" p="5" flex="1">
        <Heading as="h2" size="md" id={`uni-${university.id}`}>
          {university.name}
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
