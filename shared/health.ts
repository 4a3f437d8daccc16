import { z } from 'zod';

/** Answer of GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'down']),
});
export type Health = z.infer<typeof healthSchema>;
