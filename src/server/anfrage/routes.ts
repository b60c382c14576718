import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANFRAGEN_PER_ADDRESS_HOUR } from '../../shared/domain/anfrage';
import { anfrageAnzahlSchema, anfrageBodySchema, anfrageSchema, anfrageSentSchema } from '../../shared/schemas/anfrage';
import { objektIdParamsSchema } from '../../shared/schemas/objekt';
import type { Db } from '../db/client';
import { limit } from '../plugins/rate-limit';
import { requireLevel, viewerOf } from '../plugins/session';
import type { Captcha } from '../user/captcha';
import { listAnfrageAnzahl, listAnfragen, sendAnfrage } from './service';

const tags = ['anfrage'];

/** Enquiries to a listing's contact (issue 25): sending, and reading them as owner or administrator. */
export const anfrageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicUrl: string;
  captcha: Captcha;
  /** The agency's copy of every enquiry; undefined = none. */
  copyMail: string | undefined;
  /** REVIEW_MAIL: the agency's address for a listing with neither contact address nor owner. */
  reviewMail: string | undefined;
}> = async (app, { db, publicUrl, captcha, copyMail, reviewMail }) => {
  const loggedIn = requireLevel(1);
  const ctx = { db, publicUrl, copyMail, reviewMail, checkCaptcha: captcha.check };

  app.post(
    '/api/objekt/:objektId/anfrage',
    {
      schema: {
        tags,
        summary:
          "Send an enquiry to the listing's contact (copy to the agency, confirmation to the sender); limited per user, listing and address",
        params: objektIdParamsSchema,
        body: anfrageBodySchema,
        response: { 201: anfrageSentSchema },
      },
      preHandler: [loggedIn, limit(app, 'anfrage-ip', ANFRAGEN_PER_ADDRESS_HOUR, 60, (request) => request.ip)],
    },
    async (request, reply) =>
      reply.status(201).send(await sendAnfrage(ctx, viewerOf(request), request.params.objektId, request.body, request)),
  );

  app.get(
    '/api/objekt/:objektId/anfragen',
    {
      schema: {
        tags,
        summary: "A listing's enquiries, newest first (its owner and administrators)",
        params: objektIdParamsSchema,
        response: { 200: z.array(anfrageSchema) },
      },
      preHandler: loggedIn,
    },
    (request) => listAnfragen(db, viewerOf(request), request.params.objektId),
  );

  app.get(
    '/api/anfragen/anzahl',
    {
      schema: {
        tags,
        summary: 'Per own listing with enquiries: how many, and when the last came (My properties)',
        response: { 200: z.array(anfrageAnzahlSchema) },
      },
      preHandler: loggedIn,
    },
    (request) => listAnfrageAnzahl(db, viewerOf(request)),
  );
};
