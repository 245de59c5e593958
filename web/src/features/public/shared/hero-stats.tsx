import { Box, SimpleGrid, Text } from '@chakra-ui/react';

export type HeroStat = { value: string; label: string };

/** The figures under a page hero, as a description list (value read after its label by screen readers). */
export function HeroStats({ stats }: { stats: readonly HeroStat[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" mt="8" maxW="4xl">
      {stats.map((s) => (
        <Box key={s.label} p="4" borderRadius="lg" bg="bg.panel" borderWidth="1px" display="flex" flexDirection="column-reverse">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {s.label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold" color="brand.fg">
            {s.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
