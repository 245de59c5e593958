import { Badge, HStack, Text, type StackProps } from '@chakra-ui/react';
import { BookOpen, Users } from 'lucide-react';
import type { University } from '@contract';
import { formatPrograms, formatStudents } from './filter';
import { useT } from '../../../i18n/i18n';

/** A university's specialties as badges: the card and the university page show them alike. */
export function SpecialtyBadges({ specialties, ...props }: { specialties: string[] } & StackProps) {
  const t = useT();
  return (
    <HStack as="ul" listStyle="none" aria-label={t('universities.specialties')} gap="1.5" flexWrap="wrap" {...props}>
      {specialties.map((s) => (
        <Badge as="li" key={s} variant="subtle" colorPalette="gray">
          {s}
        </Badge>
      ))}
    </HStack>
  );
}

/** "N Programs" and "N Students" under a rule: the card and the university page show them alike. */
export function UniversityFigures({ university, ...props }: { university: Pick<University, 'programs' | 'students'> } & StackProps) {
  const t = useT();
  return (
    <HStack gap="6" borderTopWidth="1px" fontSize="sm" {...props}>
      <HStack gap="1.5">
        <BookOpen size={16} aria-hidden="true" />
        <Text>
          <Text as="span" fontWeight="semibold">
            {formatPrograms(university.programs)}
          </Text>{' '}
          {t('universities.stat.label2')}
        </Text>
      </HStack>
      <HStack gap="1.5">
        <Users size={16} aria-hidden="true" />
        <Text>
          <Text as="span" fontWeight="semibold">
            {formatStudents(university.students)}
          </Text>{' '}
          {t('universities.figures.students')}
        </Text>
      </HStack>
    </HStack>
  );
}
