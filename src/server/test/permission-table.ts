import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { STATUS, type Status } from '../../shared/domain/objekt';
import type { ObjektAktionBody } from '../../shared/schemas/objekt-input';
import { apiKey, importLauf, objektAenderung, standortsammlung, suchauftrag, users } from '../db/schema';
import { feedXml } from '../openimmo/fixtures/feed';
import { masterSecret } from '../plugins/secrets';
import { abmeldeTokens } from '../suchauftrag/token';
import { createToken } from '../user/tokens';
import { totpCode } from '../user/totp';
import { createObjekt, createUser, objektInput, pngImage, profileInput } from './factories';
import {
  type Call,
  type Caller,
  type MatrixContext,
  OBJEKT_VARIANTS,
  type ObjektFixture,
  PASSWORD,
  type Role,
  statusOf,
  type Variant,
} from './matrix';
import { ADMIN_PERMISSION_TABLE, fixtureLayer } from './permission-table-admin';
import { freshTotpCode, TEST_ADMIN_TOTP_SECRET } from './two-factor';

/** A fresh code of a user with two-factor sign-in; a dummy for one without (refused before it is read). */
const codeOf = (ctx: MatrixContext, email: string) => freshTotpCode(ctx.t.db, email).catch(() => '123456');

/**
 * The permission matrix of spec 6: for every endpoint, what each kind of caller gets. Object endpoints
 * are called on a fresh object of every status (and an expired public one), owned by `owner`.
 */

/** A status code, or 200 with ('listed') or without ('unlisted') the object in the answer. */
export type Expected = number | 'listed' | 'unlisted';

export interface Entry {
  /** The expected answer for a role and object variant. */
  expect: (role: Role, variant: Variant) => Expected;
  /** Called once per variant, each time on a fresh object (none for 'neu'). */
  variants?: readonly Variant[];
  /** The caller gets a session of its own (the call ends, changes or deletes it). */
  ownSession?: true;
  /** The request of one call; may create what it needs. */
  call: (ctx: MatrixContext, caller: Caller, objekt: ObjektFixture) => Promise<Call> | Call;
  /** For 'listed'/'unlisted': whether the answer lists the object. */
  lists?: (body: unknown, objektId: string) => boolean;
}

/** Spec 6: who sees an object. Expired objects are hidden from everyone but owners and administrators. */
export function sees(role: Role, v: Variant): boolean {
  if (role === 'owner' || role === 'admin') return true;
  if (v === 'abgelaufen') return false;
  return v === STATUS.OHNE_LOGIN || (role !== 'anonymous' && v === STATUS.MIT_LOGIN);
}

/** Statuses in which owners may save, delete and change files (spec 4: not under review, not hidden by the agency). */
const OWNER_EDITABLE: readonly Variant[] = [
  STATUS.IN_BEARBEITUNG,
  STATUS.ENTWURF,
  STATUS.MIT_LOGIN,
  STATUS.OHNE_LOGIN,
  STATUS.DEAKTIVIERT,
  'abgelaufen',
];

/** The workflow action tried on each status, and whether an owner may take it there (spec 4). */
const AKTION: Record<Status, { body: ObjektAktionBody; owner: boolean }> = {
  [STATUS.IN_BEARBEITUNG]: { body: { aktion: 'einreichen' }, owner: true },
  [STATUS.ENTWURF]: { body: { aktion: 'einreichen' }, owner: true },
  [STATUS.MIT_LOGIN]: { body: { aktion: 'deaktivieren', grund: 'verkauft' }, owner: true },
  [STATUS.OHNE_LOGIN]: { body: { aktion: 'deaktivieren', grund: 'verkauft' }, owner: true },
  [STATUS.DEAKTIVIERT]: { body: { aktion: 'aktivieren' }, owner: true },
  [STATUS.IN_PRUEFUNG]: { body: { aktion: 'freigeben', status: STATUS.MIT_LOGIN }, owner: false },
  [STATUS.NICHT_ANZEIGEN]: { body: { aktion: 'statusSetzen', status: STATUS.ENTWURF }, owner: false },
};

const everyone = (status: number) => () => status;
/** Anonymous callers 401; administrators and every other logged-in caller as given. */
const byRole =
  ({ admin, others }: { admin: number; others: number }) =>
  (role: Role) =>
    role === 'anonymous' ? 401 : role === 'admin' ? admin : others;
const loggedIn = (status: number) => (role: Role) => (role === 'anonymous' ? 401 : status);
/** Reading an object: 404 for whoever may not see it (never 403, so nothing leaks). */
const read = (status: number) => (role: Role, v: Variant) => (sees(role, v) ? status : 404);
/** Listing: 200 always; the object is in the answer only for those who may see it. */
const listing = (role: Role, v: Variant): Expected => (sees(role, v) ? 'listed' : 'unlisted');
/**
 * Writing an object: owners where the workflow lets them (409 otherwise), administrators always; anyone
 * else 403 where they can see the object, else 404.
 */
const write =
  (status: number, ownerMay: (v: Variant) => boolean = (v) => OWNER_EDITABLE.includes(v)) =>
  (role: Role, v: Variant) => {
    if (role === 'anonymous') return 401;
    if (role === 'admin') return status;
    if (role === 'owner') return ownerMay(v) ? status : 409;
    return sees(role, v) ? 403 : 404;
  };

const listsObjekt = (body: unknown, id: string) => (body as { id: string }[]).some((o) => o.id === id);
const objekte = { variants: OBJEKT_VARIANTS };
/** A GeoJSON FeatureCollection (open data) that has a feature of the object. */
const listsFeature = (body: unknown, id: string) =>
  (body as { features: { id: string }[] }).features.some((f) => f.id === id);

const unique = () => randomBytes(4).toString('hex');
/** Whether the database of the running matrix writes vector tiles (set by the tile entry's call). */
let tilesServed = false;

/** A creation date older than a day: such accounts send enquiries without the captcha. */
const ESTABLISHED = new Date('2026-01-01T00:00:00Z');

/** A saved collection of `owner`. */
const ownCollection = async (ctx: MatrixContext) => {
  const [row] = await ctx.t.db
    .insert(standortsammlung)
    .values({ user: ctx.users.owner.id, name: 'Meine Sammlung' })
    .returning();
  if (!row) throw new Error('collection not created');
  return row.id;
};

/** A saved search of `owner`. */
const ownSuchauftrag = async (ctx: MatrixContext) => {
  const [row] = await ctx.t.db
    .insert(suchauftrag)
    .values({ user: ctx.users.owner.id, name: 'Meine Suche', art: 'karte', query: '', lang: 'de', frequenz: 'daily' })
    .returning();
  if (!row) throw new Error('saved search not created');
  return row.id;
};

/** The unsubscribe link of a fresh saved search of `owner`. */
const abmeldenUrl = async (ctx: MatrixContext) =>
  `/api/suchauftraege/abmelden?token=${abmeldeTokens(masterSecret(ctx.t.config)).sign(await ownSuchauftrag(ctx))}`;

/** Gives the object a pending change of its owner (revision 1, files unchanged) and answers its id. */
const withAenderung = async (ctx: MatrixContext, o: ObjektFixture) => {
  await ctx.t.db.insert(objektAenderung).values({ objekt: o.id, bilder: [], benutzer: ctx.users.owner.id });
  return o.id;
};

/** Releasing or rejecting a pending change: administrators only, on a released object (409 otherwise). */
const adminDecides = (role: Role, v: Variant): Expected => {
  if (role === 'anonymous') return 401;
  if (role !== 'admin') return 403;
  return v === STATUS.MIT_LOGIN || v === STATUS.OHNE_LOGIN || v === 'abgelaufen' ? 200 : 409;
};

/** The public object every collection body lists. */
const publicObjekt = (ctx: MatrixContext) => createObjekt(ctx.t.db, { owner: null });

export const PERMISSION_TABLE: Record<string, Entry> = {
  // API documentation and files: public.
  'GET /api/docs': { expect: everyone(200), call: () => ({ url: '/api/docs' }) },
  'GET /api/wartung': { expect: everyone(200), call: () => ({ url: '/api/wartung' }) },
  'GET /api/docs/': { expect: everyone(200), call: () => ({ url: '/api/docs/' }) },
  'GET /api/docs/json': { expect: everyone(200), call: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { expect: everyone(200), call: () => ({ url: '/api/docs/yaml' }) },
  // Redirects to /api/docs/.
  'GET /api/docs/static/index.html': { expect: everyone(302), call: () => ({ url: '/api/docs/static/index.html' }) },
  'GET /api/docs/static/swagger-initializer.js': {
    expect: everyone(200),
    call: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  'GET /api/docs/static/*': { expect: everyone(200), call: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /bilder/*': { expect: everyone(200), call: () => ({ url: '/bilder/240/matrix.webp' }) },
  'GET /dokumente/*': { expect: everyone(200), call: () => ({ url: '/dokumente/matrix.pdf' }) },
  'GET /index.html': { expect: everyone(200), call: () => ({ url: '/index.html' }) },
  'GET /assets/:file': { expect: everyone(200), call: () => ({ url: '/assets/app.js' }) },
  'GET /healthz': { expect: everyone(200), call: () => ({ url: '/healthz' }) },
  'GET /readyz': { expect: everyone(200), call: () => ({ url: '/readyz' }) },
  'GET /robots.txt': { expect: everyone(200), call: () => ({ url: '/robots.txt' }) },
  'GET /sitemap.xml': { expect: everyone(200), call: () => ({ url: '/sitemap.xml' }) },

  // Standing data and public content (spec 7: all loaded on startup).
  'GET /api/objekt/anzahl': { expect: everyone(200), call: () => ({ url: '/api/objekt/anzahl' }) },
  'GET /api/objekt/ausschnitt': {
    ...objekte,
    expect: everyone(200),
    call: () => ({ url: '/api/objekt/ausschnitt?bbox=14.4,47.4,17.1,49.1' }),
  },
  'GET /api/objekt/suche': {
    ...objekte,
    expect: everyone(200),
    // By its own name: found by whoever may see it, and by nobody else (permissions.test.ts checks the leak).
    call: (_c, _a, o) => ({ url: `/api/objekt/suche?q=${encodeURIComponent(o.name)}` }),
  },
  // Issue 21: the reduced summaries of listings shown with login, the same for every caller.
  'GET /api/objekt/vorschau': {
    ...objekte,
    expect: (_role, v) => (v === STATUS.MIT_LOGIN ? 'listed' : 'unlisted'),
    lists: (body, id) => (body as { objekte: { id: string }[] }).objekte.some((o) => o.id === id),
    call: () => ({ url: '/api/objekt/vorschau' }),
  },
  'GET /api/objekt/:objektId/vorschau': {
    ...objekte,
    expect: (_role, v) => (v === STATUS.MIT_LOGIN ? 200 : 404),
    call: (_c, _a, o) => ({ url: `/api/objekt/${o.id}/vorschau` }),
  },
  // The results view (Enter in the search box): by the object's own name, as the search box.
  'GET /api/objekt/suchergebnis': {
    ...objekte,
    expect: everyone(200),
    call: (_c, _a, o) => ({ url: `/api/objekt/suchergebnis?q=${encodeURIComponent(o.name)}` }),
  },
  'GET /api/objektart': { expect: everyone(200), call: () => ({ url: '/api/objektart' }) },
  'GET /api/technischeInfrastruktur': { expect: everyone(200), call: () => ({ url: '/api/technischeInfrastruktur' }) },
  'GET /api/widmung': { expect: everyone(200), call: () => ({ url: '/api/widmung' }) },
  'GET /api/region': { expect: everyone(200), call: () => ({ url: '/api/region' }) },
  'GET /api/bezirk': { expect: everyone(200), call: () => ({ url: '/api/bezirk' }) },
  'GET /api/ort': { expect: everyone(200), call: () => ({ url: '/api/ort' }) },
  'GET /api/ort/suche': { expect: everyone(200), call: () => ({ url: '/api/ort/suche?q=Tulln' }) },
  'GET /api/kampagnen': { expect: everyone(200), call: () => ({ url: '/api/kampagnen' }) },
  'GET /api/karte': { expect: everyone(200), call: () => ({ url: '/api/karte' }) },
  'GET /api/fm_matrix': { expect: everyone(200), call: () => ({ url: '/api/fm_matrix' }) },
  'GET /api/glossar': { expect: everyone(200), call: () => ({ url: '/api/glossar' }) },
  'GET /api/slug': { expect: everyone(200), call: () => ({ url: '/api/slug' }) },
  'GET /api/statistik/panel': { expect: everyone(200), call: () => ({ url: '/api/statistik/panel' }) },

  // Open data (issue 26): for every caller exactly what an anonymous visitor sees, no more.
  'GET /ogc': { expect: everyone(200), call: () => ({ url: '/ogc' }) },
  'GET /ogc/conformance': { expect: everyone(200), call: () => ({ url: '/ogc/conformance' }) },
  'GET /ogc/collections': { expect: everyone(200), call: () => ({ url: '/ogc/collections' }) },
  'GET /ogc/collections/:collectionId': { expect: everyone(200), call: () => ({ url: '/ogc/collections/objekte' }) },
  'GET /ogc/collections/:collectionId/queryables': {
    expect: everyone(200),
    call: () => ({ url: '/ogc/collections/objekte/queryables' }),
  },
  'GET /ogc/collections/:collectionId/items': {
    ...objekte,
    expect: (_role, v) => listing('anonymous', v),
    lists: listsFeature,
    call: () => ({ url: '/ogc/collections/objekte/items?limit=1000' }),
  },
  'GET /ogc/collections/:collectionId/items/:featureId': {
    ...objekte,
    expect: (_role, v) => read(200)('anonymous', v),
    call: (_c, _a, o) => ({ url: `/ogc/collections/objekte/items/${o.id}` }),
  },
  'GET /api/opendata/objekte.geojson': {
    ...objekte,
    expect: (_role, v) => listing('anonymous', v),
    lists: listsFeature,
    call: () => ({ url: '/api/opendata/objekte.geojson' }),
  },
  'GET /api/opendata/objekte.csv': {
    ...objekte,
    expect: (_role, v) => listing('anonymous', v),
    lists: (body, id) => String(body).includes(id),
    call: () => ({ url: '/api/opendata/objekte.csv?lang=en' }),
  },
  'GET /api/opendata/foerderungen.json': {
    expect: everyone(200),
    call: () => ({ url: '/api/opendata/foerderungen.json' }),
  },
  'GET /api/opendata/foerderungen.csv': {
    expect: everyone(200),
    call: () => ({ url: '/api/opendata/foerderungen.csv' }),
  },
  // The thematic layers the map draws: public, like the map layers.
  'GET /api/themenlayer': { expect: everyone(200), call: () => ({ url: '/api/themenlayer' }) },
  'GET /api/themenlayer/:id/flaechen': {
    expect: everyone(200),
    call: async (ctx) => ({
      url: `/api/themenlayer/${await fixtureLayer(ctx)}/flaechen?bbox=15.5,48.1,15.7,48.3&zoom=12`,
    }),
  },
  // Vector tiles where the database writes them (PostgreSQL), 404 for everyone where it does not (PGlite).
  'GET /api/themenlayer/:id/tiles/:z/:x/:y.mvt': {
    expect: () => (tilesServed ? 200 : 404),
    call: async (ctx) => {
      const id = await fixtureLayer(ctx);
      const layers = (await ctx.admin.get('/api/themenlayer')).json() as { id: number; kacheln: boolean }[];
      tilesServed = layers.find((l) => l.id === id)?.kacheln ?? false;
      // The zoom-12 tile of the fixture's square at 15.6° E, 48.2° N.
      return { url: `/api/themenlayer/${id}/tiles/12/2225/1420.mvt` };
    },
  },
  'POST /api/textlog': {
    expect: everyone(204),
    call: () => ({ method: 'POST', url: '/api/textlog', payload: { suchtext: 'Wirtschaftspark', logtype: 'start' } }),
  },

  // Properties (spec 6): reading, the list, and every write, on each status.
  'GET /api/objekt': {
    ...objekte,
    expect: listing,
    lists: listsObjekt,
    // Asked for the object's own status: the administrators' default filter leaves some statuses out.
    call: (_c, _a, o) => ({ url: `/api/objekt?status=${statusOf(o.variant)}` }),
  },
  'GET /api/objekt/:objektId': { ...objekte, expect: read(200), call: (_c, _a, o) => ({ url: `/api/objekt/${o.id}` }) },
  // The site check is visible exactly as the property is.
  'GET /api/objekt/:objektId/standortcheck': {
    ...objekte,
    expect: read(200),
    call: (_c, _a, o) => ({ url: `/api/objekt/${o.id}/standortcheck` }),
  },
  // The funding programmes of the property's site: visible exactly as the property is.
  'GET /api/objekt/:objektId/foerderungen': {
    ...objekte,
    expect: read(200),
    call: (_c, _a, o) => ({ url: `/api/objekt/${o.id}/foerderungen?lang=en` }),
  },
  'PUT /api/objekt/:objektId': {
    // 'neu': creating needs a login and the confirmation of spec 5, then anyone may advertise.
    variants: [...OBJEKT_VARIANTS, 'neu'],
    expect: (role, v) => (v === 'neu' ? loggedIn(201)(role) : write(200)(role, v)),
    call: (_c, _a, o) => ({
      method: 'PUT',
      url: `/api/objekt/${o.id}`,
      payload: { objekt: objektInput(), bestaetigung: true },
    }),
  },
  'DELETE /api/objekt/:objektId': {
    ...objekte,
    expect: write(200),
    call: (_c, _a, o) => ({ method: 'DELETE', url: `/api/objekt/${o.id}` }),
  },
  'POST /api/objekt/:objektId/status': {
    ...objekte,
    expect: (role, v) => write(200, () => AKTION[statusOf(v)].owner)(role, v),
    call: (_c, _a, o) => ({
      method: 'POST',
      url: `/api/objekt/${o.id}/status`,
      payload: AKTION[statusOf(o.variant)].body,
    }),
  },
  'GET /api/objekt/:objektId/historie': {
    ...objekte,
    // The history is for the owner and the agency in every status.
    expect: write(200, () => true),
    call: (_c, _a, o) => ({ url: `/api/objekt/${o.id}/historie` }),
  },
  // Statistics for listers (issue #25 part 5): the own listings as Meine Immobilien lists them (not those
  // the agency hid); one listing for its owner and the agency, like its history.
  'GET /api/objekt/statistik': {
    ...objekte,
    expect: (role, v) => {
      if (role === 'anonymous') return 401;
      return role === 'owner' && v !== STATUS.NICHT_ANZEIGEN ? 'listed' : 'unlisted';
    },
    lists: (body, id) => (body as { objekte: { id: string }[] }).objekte.some((o) => o.id === id),
    call: () => ({ url: '/api/objekt/statistik' }),
  },
  'GET /api/objekt/:objektId/statistik': {
    ...objekte,
    expect: write(200, () => true),
    call: (_c, _a, o) => ({ url: `/api/objekt/${o.id}/statistik` }),
  },
  // Pending changes of released objects (issue 19 part 3): each call is made on an object with one.
  'GET /api/objekt/:objektId/aenderung': {
    ...objekte,
    expect: write(200, () => true),
    call: async (ctx, _a, o) => ({ url: `/api/objekt/${await withAenderung(ctx, o)}/aenderung` }),
  },
  'DELETE /api/objekt/:objektId/aenderung': {
    ...objekte,
    // The owner withdraws in any status (a change may outlive a deactivation); the agency too.
    expect: write(200, () => true),
    call: async (ctx, _a, o) => ({ method: 'DELETE', url: `/api/objekt/${await withAenderung(ctx, o)}/aenderung` }),
  },
  'POST /api/objekt/:objektId/aenderung/freigeben': {
    ...objekte,
    // Only the agency decides, and only on a released object; the owner cannot release their own change.
    expect: (role, v) => adminDecides(role, v),
    call: async (ctx, _a, o) => ({
      method: 'POST',
      url: `/api/objekt/${await withAenderung(ctx, o)}/aenderung/freigeben`,
      payload: { revision: 1 },
    }),
  },
  'POST /api/objekt/:objektId/aenderung/ablehnen': {
    ...objekte,
    expect: (role, v) => adminDecides(role, v),
    call: async (ctx, _a, o) => ({
      method: 'POST',
      url: `/api/objekt/${await withAenderung(ctx, o)}/aenderung/ablehnen`,
      payload: { revision: 1, grund: 'Bitte Preis belegen' },
    }),
  },
  'POST /api/objekt/:objektId/bilder': {
    ...objekte,
    expect: write(201),
    call: async (_c, _a, o) => ({
      method: 'POST',
      url: `/api/objekt/${o.id}/bilder`,
      upload: { filename: 'foto.png', data: await pngImage(), contentType: 'image/png' },
    }),
  },
  'PUT /api/objekt/:objektId/bilder': {
    ...objekte,
    expect: write(200),
    call: (_c, _a, o) => ({ method: 'PUT', url: `/api/objekt/${o.id}/bilder`, payload: { msids: [o.bild] } }),
  },
  'PATCH /api/objekt/:objektId/bilder/:msid': {
    ...objekte,
    expect: write(200),
    call: (_c, _a, o) => ({
      method: 'PATCH',
      url: `/api/objekt/${o.id}/bilder/${o.bild}`,
      payload: { titel: 'Lageplan' },
    }),
  },
  'POST /api/objekt/:objektId/duplikat': {
    ...objekte,
    // A copy of any listing the caller owns, except one the agency has hidden; administrators copy any.
    expect: write(201, (v) => v !== STATUS.NICHT_ANZEIGEN),
    call: (_c, _a, o) => ({ method: 'POST', url: `/api/objekt/${o.id}/duplikat` }),
  },
  'DELETE /api/objekt/:objektId/bilder/:msid': {
    ...objekte,
    expect: write(200),
    call: (_c, _a, o) => ({ method: 'DELETE', url: `/api/objekt/${o.id}/bilder/${o.bild}` }),
  },

  // Enquiries (issue 25): to a listing online that the caller sees and does not own; read by its owner and
  // administrators. Each caller is an account older than a day (the captcha of new ones: anfrage.test.ts).
  'POST /api/objekt/:objektId/anfrage': {
    ...objekte,
    expect: (role, v) => {
      if (role === 'anonymous') return 401;
      if (role === 'owner') return 409;
      if (role === 'admin') return sees('user', v) ? 201 : 409;
      return sees(role, v) ? 201 : 404;
    },
    call: async (ctx, caller, o) => {
      if (caller.user)
        await ctx.t.db.update(users).set({ created_at: ESTABLISHED }).where(eq(users.id, caller.user.id));
      return {
        method: 'POST',
        url: `/api/objekt/${o.id}/anfrage`,
        payload: { nachricht: 'Ist das Grundstück noch verfügbar?', einwilligung: true },
      };
    },
  },
  'GET /api/objekt/:objektId/anfragen': {
    ...objekte,
    expect: write(200, () => true),
    call: (_c, _a, o) => ({ url: `/api/objekt/${o.id}/anfragen` }),
  },
  'GET /api/anfragen/anzahl': { expect: loggedIn(200), call: () => ({ url: '/api/anfragen/anzahl' }) },

  // Favourites and collections: only visible objects can be added.
  'GET /api/favoriten': { expect: loggedIn(200), call: () => ({ url: '/api/favoriten' }) },
  'POST /api/favoriten': {
    ...objekte,
    expect: (role, v) => (role === 'anonymous' ? 401 : read(200)(role, v)),
    call: (_c, _a, o) => ({ method: 'POST', url: '/api/favoriten', payload: { objektId: o.id } }),
  },
  'DELETE /api/favoriten/:objektId': {
    ...objekte,
    expect: loggedIn(200),
    call: (_c, _a, o) => ({ method: 'DELETE', url: `/api/favoriten/${o.id}` }),
  },
  'GET /api/standortsammlung': {
    ...objekte,
    expect: listing,
    lists: listsObjekt,
    call: (_c, _a, o) => ({ url: `/api/standortsammlung?ids=${o.id}` }),
  },
  'GET /api/expose': { ...objekte, expect: read(200), call: (_c, _a, o) => ({ url: `/api/expose?ids=${o.id}` }) },
  'GET /api/standortsammlungen': { expect: loggedIn(200), call: () => ({ url: '/api/standortsammlungen' }) },
  'POST /api/standortsammlungen': {
    ...objekte,
    // A collection of objects the caller cannot see is empty: refused with 400 after the login check.
    expect: (role, v) => (role === 'anonymous' ? 401 : sees(role, v) ? 201 : 400),
    call: (_c, _a, o) => ({
      method: 'POST',
      url: '/api/standortsammlungen',
      payload: { name: 'Auswahl', objekte: [o.id] },
    }),
  },
  // Saved collections belong to `owner`; everyone else, administrators too, gets 404.
  'PUT /api/standortsammlungen/:id': {
    expect: (role) => (role === 'anonymous' ? 401 : role === 'owner' ? 200 : 404),
    call: async (ctx) => ({
      method: 'PUT',
      url: `/api/standortsammlungen/${await ownCollection(ctx)}`,
      payload: { name: 'Umbenannt', objekte: [(await publicObjekt(ctx)).id] },
    }),
  },
  'DELETE /api/standortsammlungen/:id': {
    expect: (role) => (role === 'anonymous' ? 401 : role === 'owner' ? 200 : 404),
    call: async (ctx) => ({ method: 'DELETE', url: `/api/standortsammlungen/${await ownCollection(ctx)}` }),
  },

  // Saved searches belong to `owner`; everyone else, administrators too, gets 404. Their alerts' unsubscribe
  // link needs no login: its signed token is the authority.
  'GET /api/suchauftraege': { expect: loggedIn(200), call: () => ({ url: '/api/suchauftraege' }) },
  'POST /api/suchauftraege': {
    expect: loggedIn(201),
    call: () => ({
      method: 'POST',
      url: '/api/suchauftraege',
      payload: { name: 'Suche', art: 'karte', query: 'selectedType=180620000', lang: 'de' },
    }),
  },
  'PATCH /api/suchauftraege/:id': {
    expect: (role) => (role === 'anonymous' ? 401 : role === 'owner' ? 200 : 404),
    call: async (ctx) => ({
      method: 'PATCH',
      url: `/api/suchauftraege/${await ownSuchauftrag(ctx)}`,
      payload: { frequenz: 'weekly' },
    }),
  },
  'DELETE /api/suchauftraege/:id': {
    expect: (role) => (role === 'anonymous' ? 401 : role === 'owner' ? 200 : 404),
    call: async (ctx) => ({ method: 'DELETE', url: `/api/suchauftraege/${await ownSuchauftrag(ctx)}` }),
  },
  'GET /api/suchauftraege/abmelden': { expect: everyone(200), call: async (ctx) => ({ url: await abmeldenUrl(ctx) }) },
  'POST /api/suchauftraege/abmelden': {
    expect: everyone(200),
    call: async (ctx) => ({ method: 'POST', url: await abmeldenUrl(ctx) }),
  },

  // API keys are for brokers (none of the callers is one); a key belongs to `owner`, who may revoke it alone.
  'GET /api/account/api-keys': { expect: loggedIn(200), call: () => ({ url: '/api/account/api-keys' }) },
  'POST /api/account/api-keys': {
    expect: (role) => (role === 'anonymous' ? 401 : 403),
    call: () => ({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Maklersoftware' } }),
  },
  'DELETE /api/account/api-keys/:id': {
    expect: (role) => (role === 'anonymous' ? 401 : role === 'owner' ? 200 : 404),
    call: async (ctx) => {
      const [row] = await ctx.t.db
        .insert(apiKey)
        .values({ user: ctx.users.owner.id, name: 'Maklersoftware', hash: `hash-${unique()}` })
        .returning();
      return { method: 'DELETE', url: `/api/account/api-keys/${row?.id}` };
    },
  },

  // The own account; the contact record of `owner` is for them and administrators.
  'GET /api/userdata': { expect: everyone(200), call: () => ({ url: '/api/userdata' }) },
  'GET /api/contact/:id': {
    expect: (role) => (role === 'anonymous' ? 401 : role === 'owner' || role === 'admin' ? 200 : 403),
    call: (ctx) => ({ url: `/api/contact/${ctx.users.owner.id}` }),
  },
  'PUT /api/account': {
    expect: loggedIn(200),
    call: () => ({ method: 'PUT', url: '/api/account', payload: profileInput() }),
  },
  'PUT /api/account/statistik-mail': {
    expect: loggedIn(200),
    call: () => ({ method: 'PUT', url: '/api/account/statistik-mail', payload: { statistikMail: true } }),
  },
  'POST /api/account/password': {
    ownSession: true,
    expect: loggedIn(200),
    call: () => ({
      method: 'POST',
      url: '/api/account/password',
      payload: { oldPassword: PASSWORD, newPassword: 'Neues!Matrix2026', newPasswordRepeat: 'Neues!Matrix2026' },
    }),
  },
  'POST /api/account/terms': {
    expect: loggedIn(200),
    call: () => ({ method: 'POST', url: '/api/account/terms', payload: { accept: true } }),
  },
  'POST /api/account/delete': {
    ownSession: true,
    expect: loggedIn(200),
    call: () => ({ method: 'POST', url: '/api/account/delete', payload: { password: PASSWORD } }),
  },

  // Two-factor sign-in (user/two-factor-routes.ts): the matrix's administrators have it (factories),
  // everyone else not; each changing call runs on a fresh user of the role.
  'GET /api/account/twofactor': { expect: loggedIn(200), call: () => ({ url: '/api/account/twofactor' }) },
  'POST /api/account/twofactor/setup': {
    ownSession: true,
    expect: loggedIn(200),
    call: () => ({ method: 'POST', url: '/api/account/twofactor/setup', payload: { password: PASSWORD } }),
  },
  'POST /api/account/twofactor/confirm': {
    ownSession: true,
    expect: loggedIn(200),
    call: async (_c, caller) => {
      const setup = await caller.agent.post('/api/account/twofactor/setup', { password: PASSWORD });
      const secret = setup.statusCode === 200 ? (setup.json() as { secret: string }).secret : TEST_ADMIN_TOTP_SECRET;
      return { method: 'POST', url: '/api/account/twofactor/confirm', payload: { code: totpCode(secret) } };
    },
  },
  'POST /api/account/twofactor/disable': {
    ownSession: true,
    // Off for the users (twoFactorNotEnabled), required for the administrators (twoFactorRequiredForAdmins).
    expect: loggedIn(409),
    call: () => ({
      method: 'POST',
      url: '/api/account/twofactor/disable',
      payload: { password: PASSWORD, code: '123456' },
    }),
  },
  'POST /api/account/twofactor/recovery-codes': {
    ownSession: true,
    expect: (role) => (role === 'anonymous' ? 401 : role === 'admin' ? 200 : 409),
    call: async (ctx, caller) => ({
      method: 'POST',
      url: '/api/account/twofactor/recovery-codes',
      payload: { code: caller.user ? await codeOf(ctx, caller.user.email) : '123456' },
    }),
  },

  // Accounts: open to everyone (a logged-in caller may log in again or register someone else).
  'GET /api/captcha': { expect: everyone(200), call: () => ({ url: '/api/captcha' }) },
  'POST /api/register': {
    expect: everyone(201),
    call: async (_c, caller) => ({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `neu-${unique()}@example.test`,
        passwort: 'Regist!Matrix2026',
        passwortWiederholung: 'Regist!Matrix2026',
        agb: true,
        captcha: await caller.agent.solveCaptcha(),
      },
    }),
  },
  'POST /api/verify': {
    expect: everyone(200),
    call: async (ctx) => {
      const user = await createUser(ctx.t.db, { verified_at: null });
      return {
        method: 'POST',
        url: '/api/verify',
        payload: { token: await createToken(ctx.t.db, user.id, 'verify', 1) },
      };
    },
  },
  'POST /api/login': {
    ownSession: true,
    expect: everyone(200),
    call: async (ctx, caller) => ({
      method: 'POST',
      url: '/api/login',
      payload: { username: (caller.user ?? (await ctx.freshUser())).email, password: PASSWORD },
    }),
  },
  // Without the password step there is no pending login: the same answer for everyone.
  'POST /api/login/code': {
    expect: everyone(401),
    call: () => ({ method: 'POST', url: '/api/login/code', payload: { code: '123456' } }),
  },
  'GET /api/logout': { ownSession: true, expect: everyone(200), call: () => ({ url: '/api/logout' }) },
  'POST /api/passwordreset': {
    expect: everyone(200),
    call: async (ctx) => ({
      method: 'POST',
      url: '/api/passwordreset',
      payload: { username: (await ctx.freshUser()).email },
    }),
  },
  'POST /api/passwordreset/confirm': {
    expect: everyone(200),
    call: async (ctx) => {
      const token = await createToken(ctx.t.db, (await ctx.freshUser()).id, 'reset', 1);
      const passwort = 'Reset!Matrix2026';
      return {
        method: 'POST',
        url: '/api/passwordreset/confirm',
        payload: { token, passwort, passwortWiederholung: passwort },
      };
    },
  },

  // The OpenImmo import (issue #26 part B): brokers their own, administrators for a broker; none of the
  // matrix's users is a broker, so their calls are refused (403), and another broker's run is unknown (404).
  'POST /api/import/openimmo': {
    expect: byRole({ admin: 200, others: 403 }),
    call: async (ctx) => ({
      method: 'POST',
      url: `/api/import/openimmo?makler=${(await createUser(ctx.t.db, { makler: true })).id}`,
      upload: {
        filename: 'feed.xml',
        data: Buffer.from(feedXml('TEIL', [{ obid: `M-${randomBytes(4).toString('hex')}` }])),
        contentType: 'application/xml',
      },
    }),
  },
  'GET /api/import/openimmo': {
    expect: byRole({ admin: 200, others: 403 }),
    call: () => ({ url: '/api/import/openimmo' }),
  },
  'GET /api/import/openimmo/:id': {
    expect: byRole({ admin: 200, others: 404 }),
    call: async (ctx) => {
      const makler = await createUser(ctx.t.db, { makler: true });
      const bericht = { created: 0, changed: 0, unchanged: 0, deactivated: 0, refused: [], incomplete: [] };
      const [lauf] = await ctx.t.db
        .insert(importLauf)
        .values({ makler: makler.id, von: makler.id, dateiname: 'feed.xml', bytes: 1, umfang: 'TEIL', bericht })
        .returning();
      return { url: `/api/import/openimmo/${lauf?.id}` };
    },
  },

  ...ADMIN_PERMISSION_TABLE,
};
