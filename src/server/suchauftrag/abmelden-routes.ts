import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../shared/domain/richtext';
import type { Lang } from '../../shared/domain/routes';
import { abmeldenQuerySchema, abmeldenSchema } from '../../shared/schemas/suchauftrag';
import type { Db } from '../db/client';
import { AppError } from '../plugins/errors';
import { selectSuchauftrag, setFrequenz } from './queries';
import type { AbmeldeTokens } from './token';

/** The path of an alert's unsubscribe link (List-Unsubscribe); the signed token is its query. */
export const ABMELDEN_PATH = '/api/suchauftraege/abmelden';

const TEXTE = {
  de: {
    frage: (name: string) => `Keine Mails mehr zur gespeicherten Suche „${name}“?`,
    knopf: 'Abmelden',
    erledigt: (name: string) => `Sie erhalten keine Mails mehr zur gespeicherten Suche „${name}“.`,
  },
  en: {
    frage: (name: string) => `Stop the mails of your saved search “${name}”?`,
    knopf: 'Unsubscribe',
    erledigt: (name: string) => `You will receive no more mails for your saved search “${name}”.`,
  },
} as const;

/** A tiny page of the unsubscribe link in the search's language (a sentence, and a button before unsubscribing). */
function page(lang: Lang, text: string, button?: string): string {
  const form = button ? `<form method="post"><button type="submit">${escapeHtml(button)}</button></form>` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Standortportal</title></head><body style="font-family:sans-serif;margin:2rem"><p>${escapeHtml(text)}</p>${form}</body></html>`;
}

/**
 * The one-click unsubscribe of an alert (RFC 8058), outside the portal's sessions and CSRF checks: the
 * signed token is the authority, no login needed. POST (as mail programs send it, body
 * 'List-Unsubscribe=One-Click', or the page's button) switches the search off; GET only asks, with a
 * button, because mail scanners open links in mails. A browser gets a page, others JSON.
 */
export const abmeldenRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: AbmeldeTokens }> = async (app, { db, tokens }) => {
  // Mail programs post a form ('List-Unsubscribe=One-Click'); its content says nothing more than the URL.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  }
  const searchOf = async (token: string) => {
    const id = tokens.verify(token);
    const row = id === null ? undefined : await selectSuchauftrag(db, id);
    if (!row) throw new AppError('tokenInvalid', 'Unknown or forged unsubscribe link');
    return row;
  };
  const wantsPage = (accept: string | undefined) => accept?.includes('text/html') ?? false;
  const schema = (summary: string) => ({
    tags: ['suchauftrag'],
    summary,
    querystring: abmeldenQuerySchema,
    // JSON, or to a browser (Accept: text/html) a small page.
    response: { 200: z.union([abmeldenSchema, z.string()]) },
  });

  app.get(
    ABMELDEN_PATH,
    { schema: schema('Ask before stopping a saved search’s alerts (changes nothing)') },
    async (request, reply) => {
      const row = await searchOf(request.query.token);
      reply.header('cache-control', 'no-store');
      if (!wantsPage(request.headers.accept)) return { name: row.name, frequenz: row.frequenz };
      return reply
        .type('text/html; charset=utf-8')
        .send(page(row.lang, TEXTE[row.lang].frage(row.name), TEXTE[row.lang].knopf));
    },
  );
  app.post(
    ABMELDEN_PATH,
    { schema: schema('Stop a saved search’s alerts (RFC 8058 one-click, no login)') },
    async (request, reply) => {
      const row = await searchOf(request.query.token);
      await setFrequenz(db, row.id, 'off');
      reply.header('cache-control', 'no-store');
      if (!wantsPage(request.headers.accept)) return { name: row.name, frequenz: 'off' as const };
      return reply.type('text/html; charset=utf-8').send(page(row.lang, TEXTE[row.lang].erledigt(row.name)));
    },
  );
};
