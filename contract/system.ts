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

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
