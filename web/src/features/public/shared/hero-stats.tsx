import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useT, type MessageId } from '../../../i18n/i18n';

export type HeroStat = { value: string; label: MessageId };

/** The figures under a page hero, as a description list (value read after its label by screen readers). */
export function HeroStats({ stats }: { stats: readonly HeroStat[] }) {
  const t = useT();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" mt="8" maxW="4xl">
      {stats.map((s) => (
        <Box key={s.label} p="4" borderRadius="lg" bg="bg.panel" borderWidth="1px" display="flex" flexDirection="column-reverse">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t(s.label)}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold" color="brand.fg">
            {s.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
