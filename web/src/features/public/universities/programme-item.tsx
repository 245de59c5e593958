import { Badge, Box, Button, chakra, Heading, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CalendarDays, ChevronDown, Clock, MessageCircle, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Programme } from '@contract';
import { ConvertedFee } from './fee-currency';
import { formatDuration, formatIntakes, formatTuition } from './programme-format';
import { useTranslator } from '../../../i18n/i18n';

/** One figure of a programme: label and value side by side on a phone, stacked in columns from `sm` up. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box display="flex" flexDirection={{ base: 'row', sm: 'column' }} justifyContent="space-between" gap={{ base: '3', sm: '0.5' }}>
      <chakra.dt display="flex" alignItems="center" gap="1.5" color="fg.muted" fontSize="sm">
        {icon}
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="semibold" textAlign={{ base: 'end', sm: 'start' }}>
        {children}
      </chakra.dd>
    </Box>
  );
}

/**
 * A programme on its university's page: level, field, name, duration, intakes, tuition; entry requirements on demand;
 * "Enquire about this" opens the enquiry form with the university and the programme chosen (docs/PRODUCT.md §2.8).
 */
export function ProgrammeItem({ programme }: { programme: Programme }) {
  const words = useTranslator();
  const { t } = words;
  const titleId = `programme-${programme.id}`;
  return (
    <Box as="li" aria-labelledby={titleId} borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="brand" variant="subtle">
          {programme.level}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {programme.field}
        </Text>
      </HStack>
      <Heading as="h3" id={titleId} size="md" mt="2">
        {programme.name}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap={{ base: '2', sm: '4' }} mt="4">
        <Fact icon={<Clock size={14} aria-hidden="true" />} label={t('universities.duration')}>
          {formatDuration(programme.durationYears, words)}
        </Fact>
        <Fact icon={<CalendarDays size={14} aria-hidden="true" />} label={t('universities.intakes')}>
          {formatIntakes(programme.intakes, words)}
        </Fact>
        <Fact icon={<Wallet size={14} aria-hidden="true" />} label={t('universities.tuition')}>
          {formatTuition(programme.tuitionPerYear, words)}
          <ConvertedFee ringgit={programme.tuitionPerYear} />
        </Fact>
      </chakra.dl>
      {programme.entryRequirements.length ? (
        // A native disclosure: works before the app starts and costs no script.
        <chakra.details mt="4" borderTopWidth="1px" pt="3" css={{ '&[open] .chevron': { transform: 'rotate(180deg)' } }}>
          <chakra.summary
            display="flex"
            alignItems="center"
            gap="2"
            fontSize="sm"
            fontWeight="medium"
            color="brand.fg"
            cursor="pointer"
            listStyle="none"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
          >
            {t('universities.entryRequirements')}
            <Box as="span" className="chevron" transition="transform 150ms">
              <ChevronDown size={16} aria-hidden="true" />
            </Box>
          </chakra.summary>
          <chakra.ul mt="2" ps="5" listStyleType="disc" fontSize="sm" color="fg.muted">
            {programme.entryRequirements.map((r) => (
              <chakra.li key={r} mt="1">
                {r}
              </chakra.li>
            ))}
          </chakra.ul>
        </chakra.details>
      ) : null}
      <Button asChild variant="outline" colorPalette="brand" size="sm" mt="4">
        <Link to="/enquire" search={{ university: programme.universityId, programme: programme.id }} aria-describedby={titleId}>
          <MessageCircle aria-hidden="true" /> {t('universities.enquireAbout')}
        </Link>
      </Button>
    </Box>
  );
}
