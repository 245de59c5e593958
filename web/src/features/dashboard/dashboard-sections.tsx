import { FigureLinkText } from '../../components/admin/stat-tile';
import { Badge, Box, Flex, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { STAGE_COLORS, STAGE_LABELS } from '../../lib/crm-labels';
import { formatCount } from '../../lib/format';
import { SectionCard } from '../../components/admin/section-card';
import type { DashboardFigures } from './dashboard-figures';

/** Each journey stage with its count (docs/PRODUCT.md §3.3). */
export function JourneyPipeline({ figures, loading }: { figures: DashboardFigures; loading: boolean }) {
  return (
    <SectionCard title="Student Journey Pipeline">
      <Stack as="ul" gap="2" listStyleType="none">
        {figures.pipeline.map(({ stage, count }) => (
          <Flex as="li" key={stage} justify="space-between" align="center" gap="3" py="1">
            <Flex align="center" gap="2">
              <Box boxSize="2.5" rounded="full" bg={`${STAGE_COLORS[stage]}.solid`} aria-hidden />
              <Text fontSize="sm">{STAGE_LABELS[stage]}</Text>
            </Flex>
            <Skeleton loading={loading} minW="8">
              <FigureLinkText link={{ to: '/admin/students', search: { stage }, label: `${formatCount(count)} ${STAGE_LABELS[stage]}: open these students` }}>
                <Badge variant="subtle" colorPalette={STAGE_COLORS[stage]} fontVariantNumeric="tabular-nums">
                  {formatCount(count)}
                </Badge>
              </FigureLinkText>
            </Skeleton>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** Lead to Application, Application to Offer, Visa Approval Rate as progress bars. */
export function ConversionMetrics({ figures, loading }: { figures: DashboardFigures; loading: boolean }) {
  return (
    <SectionCard title="Conversion Metrics">
      <Stack gap="5">
        {figures.conversion.map(({ label, value }) => (
          <Progress.Root key={label} value={loading ? null : value} size="sm" colorPalette="blue">
            <Flex justify="space-between" mb="1.5">
              <Progress.Label fontSize="sm" fontWeight="normal">
                {label}
              </Progress.Label>
              <Progress.ValueText fontSize="sm" fontWeight="semibold">
                {loading ? '' : `${value}%`}
              </Progress.ValueText>
            </Flex>
            <Progress.Track aria-label={label}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ))}
      </Stack>
    </SectionCard>
  );
}
