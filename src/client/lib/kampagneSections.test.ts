import { describe, expect, it } from 'vitest';
import type { Kampagne } from '../../shared/schemas/content';
import {
  bildSpalten,
  DEFAULT_MODULSORT,
  downloadName,
  downloadUrl,
  type KampagneSection,
  kampagneSections,
  modulLayout,
  textSpalten,
} from './kampagneSections';

const modul = (n: number, typ: string | null, text: string | null, bild: string | null, anzeige = true) => ({
  [`modul${n}typ`]: typ,
  [`modul${n}text`]: text,
  [`modul${n}bild`]: bild,
  [`modul${n}anzeige`]: anzeige,
  [`modul${n}bildbreite`]: 2,
});

/** A campaign with all six modules filled and every optional block switched on. */
function kampagne(overrides: Partial<Kampagne> = {}): Kampagne {
  return {
    id: 1,
    aktiv: true,
    titelseite: false,
    reihenfolge: 1,
    seitenhintergrund: 'header.webp',
    header: 'Titel',
    headersub: 'Untertitel',
    textdetail: '<p>Einleitung</p>',
    objekte: [],
    objekticon: null,
    modultitel: 1,
    modulwissen: 1,
    modulsort: DEFAULT_MODULSORT,
    modul0anzeige: true,
    modul0textposition: 'rechts',
    modul0bildbreite: 2,
    ...modul(1, 'bild', null, 'm1.webp'),
    ...modul(2, 'bildtext', '<p>zwei</p>', 'm2.webp'),
    ...modul(3, 'textbild', '<p>drei</p>', 'm3.webp'),
    ...modul(4, 'text', '<p>vier</p>', null),
    ...modul(5, 'youtube-video', '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', null),
    ...modul(6, 'text', '<p>sechs</p>', null),
    veranstaltungentext: '<p>Termine</p>',
    veranstaltungenanzeige: true,
    newstext: '<p>Neu</p>',
    newsanzeige: true,
    downloadsanzeige: true,
    poolbilder: [],
    poolpdf: ['Leitfaden-0123456789abcdef0123456789abcdef.pdf'],
    routerurl: null,
    metatitle: null,
    metadescription: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    geaendertam: '2024-01-01T00:00:00.000Z',
    bestaetigtam: '2024-01-01T00:00:00.000Z',
    ...overrides,
  } as Kampagne;
}

/** Short names of sections: K, 1–6, V, N, D. */
const order = (sections: KampagneSection[]) =>
  sections.map((s) =>
    s.kind === 'kopf'
      ? 'K'
      : s.kind === 'modul'
        ? String(s.n)
        : s.kind === 'veranstaltungen'
          ? 'V'
          : s.kind === 'news'
            ? 'N'
            : 'D',
  );

describe('kampagneSections', () => {
  it('follows the default order K,1,2,3,4,5,V,N,D,6', () => {
    expect(order(kampagneSections(kampagne()))).toEqual(['K', '1', '2', '3', '4', '5', 'V', 'N', 'D', '6']);
  });

  it('follows a custom modulsort, tolerating case, spaces, unknown and repeated tokens', () => {
    const k = kampagne({ modulsort: 'k, 1 ,2,3,d,4,x,v,n,5,6,2' });
    expect(order(kampagneSections(k))).toEqual(['K', '1', '2', '3', 'D', '4', 'V', 'N', '5', '6']);
  });

  it('uses the default order for an empty modulsort and puts a missing K first', () => {
    expect(order(kampagneSections(kampagne({ modulsort: '  ' })))).toEqual(order(kampagneSections(kampagne())));
    expect(order(kampagneSections(kampagne({ modulsort: '2,1' })))).toEqual(['K', '2', '1']);
  });

  it('leaves out modules whose anzeige is false and blocks that are switched off', () => {
    const k = kampagne({
      ...modul(2, 'bildtext', '<p>zwei</p>', 'm2.webp', false),
      ...modul(6, 'text', '<p>sechs</p>', null, false),
      veranstaltungenanzeige: false,
      newsanzeige: false,
      downloadsanzeige: false,
    });
    expect(order(kampagneSections(k))).toEqual(['K', '1', '3', '4', '5']);
  });

  it('leaves out switched-on blocks without content', () => {
    const k = kampagne({
      ...modul(1, 'bild', null, null),
      ...modul(4, 'text', '<p> </p>', null),
      newstext: null,
      poolpdf: [],
    });
    expect(order(kampagneSections(k))).toEqual(['K', '2', '3', '5', 'V', '6']);
  });

  it('shows an image module without its image as text when it has text', () => {
    const k = kampagne({ ...modul(2, 'bildtext', '<p>zwei</p>', null) });
    const section = kampagneSections(k).find((s) => s.kind === 'modul' && s.n === 2);
    expect(section).toMatchObject({ layout: 'text', text: '<p>zwei</p>', bild: null });
  });

  it('carries the module fields into its section', () => {
    const section = kampagneSections(kampagne()).find((s) => s.kind === 'modul' && s.n === 3);
    expect(section).toEqual({
      kind: 'modul',
      n: 3,
      layout: 'textbild',
      text: '<p>drei</p>',
      bild: 'm3.webp',
      bildbreite: 2,
    });
  });
});

describe('modulLayout', () => {
  it('maps the spec types and falls back by content', () => {
    expect(modulLayout('bild', true)).toBe('bild');
    expect(modulLayout('bildtext', true)).toBe('bildtext');
    expect(modulLayout('textbild', true)).toBe('textbild');
    expect(modulLayout('Video-YouTube', false)).toBe('video');
    expect(modulLayout('fliesstext', false)).toBe('text');
    expect(modulLayout(null, true)).toBe('bild');
    expect(modulLayout('', false)).toBe('text');
  });
});

describe('downloadName (spec 9: drops the last 37 characters)', () => {
  it('drops the 37-character suffix of a stored file name', () => {
    const file = 'Leitfaden_Brachflaechenrecycling-d4ec3a32bd80375c9a5c34c938d95297.pdf';
    expect(downloadName(file)).toBe('Leitfaden_Brachflaechenrecycling');
    expect(file.length - downloadName(file).length).toBe(37);
  });

  it('shows a name that is too short for the suffix whole', () => {
    expect(downloadName('kurz.pdf')).toBe('kurz.pdf');
    expect(downloadName('a'.repeat(37))).toBe('a'.repeat(37));
    expect(downloadName('a'.repeat(38))).toBe('a');
  });

  it('links to /dokumente/{file}', () => {
    expect(downloadUrl('A B.pdf')).toBe('/dokumente/A%20B.pdf');
  });
});

describe('image columns (spec 9)', () => {
  it('is (3 − width) × 3 on larger screens, 6 on small, 12 on extra small', () => {
    expect(bildSpalten(2)).toEqual({ base: 12, sm: 6, md: 3 });
    expect(bildSpalten(1)).toEqual({ base: 12, sm: 6, md: 6 });
    expect(bildSpalten(0)).toEqual({ base: 12, sm: 6, md: 9 });
  });

  it('clamps out-of-range widths and gives the text the rest of the row', () => {
    expect(bildSpalten(7).md).toBe(3);
    expect(bildSpalten(-1).md).toBe(9);
    expect(textSpalten(2)).toEqual({ base: 12, sm: 6, md: 9 });
  });
});
