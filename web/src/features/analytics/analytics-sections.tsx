import { Box, Flex, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Analytics } from '@contract';
import { SectionCard } from '../../components/admin/section-card';
import { formatCount, formatDollars, formatMonth, plural } from '../../lib/format';
import { funnelSteps, trendRows } from './analytics-figures';

export function ConversionFunnel({ funnel }: { funnel: Analytics['conversionFunnel'] | undefined }) {
  const steps = funnelSteps(funnel);
  const leads = steps[0]?.count ?? 0;
  return (
    <SectionCard title="Conversion Funnel">
      <Stack as="ol" gap="4" listStyleType="none">
        {steps.map((step, i) => (
          <Box as="li" key={step.label}>
            <Progress.Root value={leads > 0 ? Math.min(100, (step.count / leads) * 100) : 0} size="md" colorPalette="blue">
              <Flex justify="space-between" mb="1.5" gap="2" fontSize="sm">
                <Progress.Label fontWeight="medium">{step.label}</Progress.Label>
                <Text fontVariantNumeric="tabular-nums">
                  {formatCount(step.count)}
                  {i > 0 && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {step.percent}% {step.caption}
                    </Text>
                  )}
                </Text>
              </Flex>
              <Progress.Track aria-label={step.label}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

export function TopUniversities({ universities }: { universities: Analytics['topUniversities'] | undefined }) {
  const top = (universities ?? []).slice(0, 5);
  return (
    <SectionCard title="Top Partner Universities">
      {top.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No applications yet.
        </Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {top.map((u, i) => (
            <Flex as="li" key={u.universityName} align="center" gap="3">
              <Flex boxSize="7" rounded="full" bg="blue.subtle" color="blue.fg" align="center" justify="center" fontSize="sm" fontWeight="bold" flexShrink={0}>
                {i + 1}
              </Flex>
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                  {u.universityName}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatCount(u.applicationCount)} {plural(u.applicationCount, 'application')}
                </Text>
              </Box>
              <Text fontSize="sm" fontWeight="semibold" color="green.fg" flexShrink={0}>
                {Math.round(u.approvalRate)}% success
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

export function RevenueMetrics({ revenue }: { revenue: NonNullable<Analytics['revenueMetrics']> }) {
  const figures = [
    { label: 'Total Revenue', value: revenue.totalRevenue },
    { label: 'Avg Revenue per Student', value: revenue.averageRevenuePerStudent },
    { label: 'Monthly Recurring', value: revenue.monthlyRecurring },
  ];
  return (
    <SectionCard title="Revenue Metrics">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {figures.map((f) => (
          <Box key={f.label}>
            <Text fontSize="sm" color="fg.muted">
              {f.label}
            </Text>
            <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {formatDollars(f.value)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

const SERIES = [
  { key: 'newStudents', label: 'New students', one: 'new student', color: 'blue.solid' },
  { key: 'applications', label: 'Applications', one: 'application', color: 'purple.solid' },
  { key: 'approvals', label: 'Approvals', one: 'approval', color: 'green.solid' },
] as const;

export function MonthlyTrends({ trends }: { trends: Analytics['monthlyTrends'] | undefined }) {
  const rows = trendRows(trends);
  return (
    <SectionCard title="Monthly Growth Trends">
      <Flex gap="4" mb="4" wrap="wrap" fontSize="xs" color="fg.muted" aria-hidden>
        {SERIES.map((s) => (
          <Flex key={s.key} align="center" gap="1.5">
            <Box boxSize="2.5" rounded="sm" bg={s.color} />
            {s.label}
          </Flex>
        ))}
      </Flex>
      <Stack as="ul" gap="4" listStyleType="none">
        {rows.map((row) => (
          <Box as="li" key={row.month}>
            <Text fontSize="sm" fontWeight="medium" mb="1">
              {formatMonth(row.month)}
            </Text>
            <Stack gap="1">
              {SERIES.map((s) => (
                <Flex key={s.key} align="center" gap="2">
                  <Box flex="1" h="2" bg="bg.muted" rounded="full" overflow="hidden">
                    <Box h="full" w={`${row.widths[s.key]}%`} bg={s.color} rounded="full" />
                  </Box>
                  <Text fontSize="xs" w="28" color="fg.muted" fontVariantNumeric="tabular-nums">
                    {formatCount(row[s.key])} {plural(row[s.key], s.one, s.label.toLowerCase())}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
