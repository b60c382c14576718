import { randomBytes } from 'node:crypto';
import { buildSeedPdf } from '../db/seed/kampagnen';
import { fmMatrixInput, glossarInput, kampagneInput, karteInput, pngImage, profileInput, slugInput } from './factories';
import { geojsonFile, square } from './layer-files';
import type { MatrixContext, Role } from './matrix';
import type { Entry } from './permission-table';

/** The administrators' endpoints of the permission matrix (spec 6: level above 6). */

const adminOnly = (status: number) => (role: Role) => (role === 'anonymous' ? 401 : role === 'admin' ? status : 403);
const unique = () => randomBytes(4).toString('hex');

/** Creates through the administrators' API and answers the new entry's id. */
async function created(ctx: MatrixContext, url: string, payload?: unknown): Promise<number> {
  const res = await ctx.admin.request({ method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A campaign with one file in the given pool, for the pool deletions; answers the file's URL. */
async function kampagneWithFile(ctx: MatrixContext, pool: 'bilder' | 'pdfs') {
  const id = await created(ctx, '/api/admin/kampagnen');
  const file =
    pool === 'bilder'
      ? { name: 'a.png', data: await pngImage(), type: 'image/png' }
      : { name: 'a.pdf', data: buildSeedPdf('Matrix'), type: 'application/pdf' };
  const res = await ctx.admin.upload(`/api/admin/kampagnen/${id}/${pool}`, file.name, file.data, file.type);
  return `/api/admin/kampagnen/${id}/${pool}/${encodeURIComponent(res.json().file)}`;
}

/** The admin editor's body for a user (profile plus the agency's fields). */
const adminUserBody = (email: string) => ({
  ...profileInput(),
  email,
  userlevel: 1,
  verified: true,
  customerNumber: null,
  shortCode: null,
  countries: [],
  photo: null,
  remark: null,
});

/** A small flood layer file for the layer import's rows. */
const LAYER_QUERY = 'art=hq100&name=Matrix&quelle=Test';
const layerUpload = () => ({
  filename: 'ebene.geojson',
  data: geojsonFile([{ ring: square(15.6, 48.2, 0.01) }]),
  contentType: 'application/geo+json',
});

/** A thematic layer created by the administrator for a call that needs one (its id). */
export async function fixtureLayer(ctx: MatrixContext): Promise<number> {
  const res = await ctx.admin.upload(`/api/admin/themenlayer?${LAYER_QUERY}`, 'ebene.geojson', layerUpload().data);
  if (res.statusCode !== 201) throw new Error(`fixture layer: ${res.statusCode} ${res.body}`);
  return res.json().layer.id;
}

export const ADMIN_PERMISSION_TABLE: Record<string, Entry> = {
  // The guard answers before anything else, so every call works on real entries.
  'GET /api/admin/objekte': { expect: adminOnly(200), call: () => ({ url: '/api/admin/objekte' }) },
  // No object has this id: administrators get 404 (bulk.test.ts changes real ones), everyone else is refused before.
  'POST /api/admin/objekte/status': {
    expect: adminOnly(404),
    call: () => ({
      method: 'POST',
      url: '/api/admin/objekte/status',
      payload: { aktion: 'statusSetzen', status: 180620001, ids: ['00000000-0000-4000-8000-000000000000'] },
    }),
  },
  'PUT /api/admin/wartung': {
    expect: adminOnly(200),
    call: () => ({ method: 'PUT', url: '/api/admin/wartung', payload: { bereiche: [] } }),
  },
  'GET /api/admin/statistik': { expect: adminOnly(200), call: () => ({ url: '/api/admin/statistik' }) },
  'GET /api/admin/statistik/log': { expect: adminOnly(200), call: () => ({ url: '/api/admin/statistik/log' }) },
  'GET /api/admin/statistik/log.csv': { expect: adminOnly(200), call: () => ({ url: '/api/admin/statistik/log.csv' }) },
  'GET /api/admin/mails/failed': { expect: adminOnly(200), call: () => ({ url: '/api/admin/mails/failed' }) },
  // No failed mail has this id: administrators get 404, everyone else is refused before.
  'POST /api/admin/mails/:id/retry': {
    expect: adminOnly(404),
    call: () => ({ method: 'POST', url: '/api/admin/mails/00000000-0000-4000-8000-000000000000/retry' }),
  },
  ...crud('/api/admin/glossar', () => glossarInput(), { read: true }),
  ...crud('/api/admin/fm_matrix', () => fmMatrixInput(), { read: true }),
  ...crud('/api/admin/karten', () => karteInput()),
  ...crud('/api/admin/slug', () => slugInput({ slug: `matrix${unique()}` })),
  'GET /api/admin/kampagnen': { expect: adminOnly(200), call: () => ({ url: '/api/admin/kampagnen' }) },
  'POST /api/admin/kampagnen': {
    expect: adminOnly(201),
    call: () => ({ method: 'POST', url: '/api/admin/kampagnen' }),
  },
  'POST /api/admin/kampagnen/:id/verwerfen': {
    expect: adminOnly(200),
    call: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/kampagnen/${await created(ctx, '/api/admin/kampagnen')}/verwerfen`,
    }),
  },
  'GET /api/admin/kampagnen/:id': {
    expect: adminOnly(200),
    call: async (ctx) => ({ url: `/api/admin/kampagnen/${await created(ctx, '/api/admin/kampagnen')}` }),
  },
  'PUT /api/admin/kampagnen/:id': {
    expect: adminOnly(200),
    call: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/kampagnen/${await created(ctx, '/api/admin/kampagnen')}`,
      payload: kampagneInput([], ''),
    }),
  },
  'DELETE /api/admin/kampagnen/:id': {
    expect: adminOnly(204),
    call: async (ctx) => ({
      method: 'DELETE',
      url: `/api/admin/kampagnen/${await created(ctx, '/api/admin/kampagnen')}`,
    }),
  },
  'POST /api/admin/kampagnen/:id/bilder': {
    expect: adminOnly(201),
    call: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/kampagnen/${await created(ctx, '/api/admin/kampagnen')}/bilder`,
      upload: { filename: 'foto.png', data: await pngImage(), contentType: 'image/png' },
    }),
  },
  'POST /api/admin/kampagnen/:id/pdfs': {
    expect: adminOnly(201),
    call: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/kampagnen/${await created(ctx, '/api/admin/kampagnen')}/pdfs`,
      upload: { filename: 'info.pdf', data: buildSeedPdf('Matrix'), contentType: 'application/pdf' },
    }),
  },
  'DELETE /api/admin/kampagnen/:id/bilder/:file': {
    expect: adminOnly(200),
    call: async (ctx) => ({ method: 'DELETE', url: await kampagneWithFile(ctx, 'bilder') }),
  },
  'DELETE /api/admin/kampagnen/:id/pdfs/:file': {
    expect: adminOnly(200),
    call: async (ctx) => ({ method: 'DELETE', url: await kampagneWithFile(ctx, 'pdfs') }),
  },
  'GET /api/admin/themenlayer': { expect: adminOnly(200), call: () => ({ url: '/api/admin/themenlayer' }) },
  'POST /api/admin/themenlayer': {
    expect: adminOnly(201),
    call: () => ({ method: 'POST', url: `/api/admin/themenlayer?${LAYER_QUERY}`, upload: layerUpload() }),
  },
  'POST /api/admin/themenlayer/:id/import': {
    expect: adminOnly(200),
    call: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/themenlayer/${await fixtureLayer(ctx)}/import?${LAYER_QUERY}`,
      upload: layerUpload(),
    }),
  },
  'DELETE /api/admin/themenlayer/:id': {
    expect: adminOnly(204),
    call: async (ctx) => ({ method: 'DELETE', url: `/api/admin/themenlayer/${await fixtureLayer(ctx)}` }),
  },
  'GET /api/admin/benutzer': { expect: adminOnly(200), call: () => ({ url: '/api/admin/benutzer' }) },
  'GET /api/admin/benutzer/:id': {
    expect: adminOnly(200),
    call: async (ctx) => ({ url: `/api/admin/benutzer/${(await ctx.freshUser()).id}` }),
  },
  'PUT /api/admin/benutzer/:id': {
    expect: adminOnly(200),
    call: async (ctx) => {
      const target = await ctx.freshUser();
      return { method: 'PUT', url: `/api/admin/benutzer/${target.id}`, payload: adminUserBody(target.email) };
    },
  },
  'POST /api/admin/benutzer/bulk': {
    expect: adminOnly(200),
    call: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/benutzer/bulk',
      payload: { aktion: 'lock', ids: [(await ctx.freshUser()).id] },
    }),
  },
  ...Object.fromEntries(
    (['lock', 'unlock', 'passwordreset'] as const).map((action): [string, Entry] => [
      `POST /api/admin/benutzer/:id/${action}`,
      {
        expect: adminOnly(200),
        call: async (ctx) => ({
          method: 'POST',
          url: `/api/admin/benutzer/${(await ctx.freshUser()).id}/${action}`,
          payload: action === 'passwordreset' ? { lang: 'de' } : undefined,
        }),
      },
    ]),
  ),
  'POST /api/admin/benutzer/:id/delete': {
    expect: adminOnly(200),
    // The user's properties go to the matrix administrator.
    call: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/benutzer/${(await ctx.freshUser()).id}/delete`,
      payload: { objekte: 'reassign', reassignTo: ctx.users.admin.id },
    }),
  },
};

/** List, create, (read,) save and delete of an administrators' editor with numeric ids. */
function crud(base: string, body: () => unknown, options: { read?: boolean } = {}): Record<string, Entry> {
  const fresh = (ctx: MatrixContext) => created(ctx, base, body());
  const entries: Record<string, Entry> = {
    [`GET ${base}`]: { expect: adminOnly(200), call: () => ({ url: base }) },
    [`POST ${base}`]: { expect: adminOnly(201), call: () => ({ method: 'POST', url: base, payload: body() }) },
    [`PUT ${base}/:id`]: {
      expect: adminOnly(200),
      call: async (ctx) => ({ method: 'PUT', url: `${base}/${await fresh(ctx)}`, payload: body() }),
    },
    [`DELETE ${base}/:id`]: {
      expect: adminOnly(200),
      call: async (ctx) => ({ method: 'DELETE', url: `${base}/${await fresh(ctx)}` }),
    },
  };
  if (options.read) {
    entries[`GET ${base}/:id`] = {
      expect: adminOnly(200),
      call: async (ctx) => ({ url: `${base}/${await fresh(ctx)}` }),
    };
  }
  return entries;
}
