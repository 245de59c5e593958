import { z } from 'zod';

/** The one error body every API answer uses. */
export const errorBodySchema = z.object({
  error: z.object({
    status: z.number().int(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What `/api/health` tells anyone (a load balancer's check): up or degraded, nothing that fingerprints the build. */
export const healthStatusSchema = z.strictObject({ status: z.enum(['ok', 'degraded']) });
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** What it tells a signed-in staff member: also the database kind and the version. */
export const healthSchema = healthStatusSchema.extend({
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
