import { z } from 'zod';
import { WARTUNG_BEREICHE } from '../domain/wartung';

/**
 * GET /api/wartung (public) and PUT /api/admin/wartung: the public screens marked as being revised
 * (spec 1), each once.
 */
export const wartungSchema = z.object({
  bereiche: z.array(z.enum(WARTUNG_BEREICHE)).refine((list) => new Set(list).size === list.length, 'each screen once'),
});

export type Wartung = z.infer<typeof wartungSchema>;
