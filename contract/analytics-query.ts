import { z } from 'zod';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from './metrics';

/** GET /api/admin/analytics?range= (apart from metrics.ts, which the web's entry chunk may read without zod). */
export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES, { error: `Unknown range. Use one of: ${ANALYTICS_RANGES.join(', ')}.` }).default(DEFAULT_ANALYTICS_RANGE),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
