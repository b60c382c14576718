import { z } from 'zod';
import { importBerichtSchema } from '../domain/openimmo';
import { serialIdParam } from './admin-fields';

/**
 * The OpenImmo import's API (POST/GET /api/import/openimmo, GET /api/import/openimmo/{id}); the report's
 * and stored run's shapes are in shared/domain/openimmo.ts.
 */

/** `?makler=<userId>`: an administrator imports for (or lists the runs of) this broker. */
export const importMaklerQuerySchema = z.object({
  makler: serialIdParam.optional(),
});

/** The answer of an import: the stored run's id and its report. */
export const importErgebnisSchema = importBerichtSchema.extend({ id: z.uuid() });

export const importLaufParamsSchema = z.object({ id: z.uuid() });
