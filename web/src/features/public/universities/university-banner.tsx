import { Badge, Box, Text } from '@chakra-ui/react';
import type { University } from '@contract';
import { shortName } from './filter';

/** The coloured band of a university card and page, drawn with CSS from the name: no image on a metered connection. */
export function UniversityBanner({ university, tall = false }: { university: Pick<University, 'name' | 'type'>; tall?: boolean }) {
  const isPublic = university.type === 'Public';
  return (
    <Box
      height={tall ? { base: '28', md: '36' } : '24'}
      bgGradient="to-br"
      gradientFrom={isPublic ? '#0f766e' : '#1e3a8a'}
      gradientTo={isPublic ? '#115e59' : '#312e81'}
      color="white"
      px={tall ? { base: '5', md: '8' } : '5'}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
    >
      <Text aria-hidden="true" fontSize={tall ? { base: '3xl', md: '5xl' } : '3xl'} fontWeight="bold" letterSpacing="wide">
        {shortName(university.name)}
      </Text>
      <Badge variant="solid" bg="whiteAlpha.900" color={isPublic ? '#0f766e' : '#1e3a8a'}>
        {university.type}
      </Badge>
    </Box>
  );
}
