import { z } from 'zod';
import { okSchema } from '../../shared/schemas/auth';
import { fmMatrixSchema, glossarSchema, kampagneSchema, slugSchema } from '../../shared/schemas/content';
import { objektAnzahlSchema, objektSchema } from '../../shared/schemas/objekt';
import { objektTrefferSchema, ortsucheResponseSchema } from '../../shared/schemas/suche';
import { contactAnswerSchema, userdataSchema } from '../../shared/schemas/user';
import { wartungSchema } from '../../shared/schemas/wartung';

/**
 * The answers of the calls every page makes (session, shell, home page, search box), checked with the
 * shared schemas. Imported on demand only (shellSchema in data/client.ts): with Zod they form a chunk
 * of their own that loads while the first requests are under way, so the first page paints without it.
 */
export const shellSchemas = {
  objektList: z.array(objektSchema),
  objektAnzahl: objektAnzahlSchema,
  fmMatrix: z.array(fmMatrixSchema),
  kampagnen: z.array(kampagneSchema),
  glossar: z.array(glossarSchema),
  slugs: z.array(slugSchema),
  ortsuche: ortsucheResponseSchema,
  objektSuche: z.array(objektTrefferSchema),
  userdata: userdataSchema,
  contact: contactAnswerSchema,
  ok: okSchema,
  wartung: wartungSchema,
};
