import { describe, expect, it } from 'vitest';
import type { Kampagne } from '../../../../shared/schemas/content';
import { kampagneSections } from '../../../lib/kampagneSections';
import { move } from './components/ModulSortList';
import { inputOf, previewOf, valuesOf } from './formValues';

const modul = (n: number, typ: string | null, text: string | null, bild: string | null) => ({
  [`modul${n}typ`]: typ,
  [`modul${n}text`]: text,
  [`modul${n}bild`]: bild,
  [`modul${n}anzeige`]: text !== null || bild !== null,
  [`modul${n}bildbreite`]: 2,
});

/** A stored campaign as the admin API answers it, with some old-style data. */
const stored = {
  id: 4,
  aktiv: true,
  titelseite: false,
  reihenfolge: 3,
  seitenhintergrund: null,
  header: 'Titel',
  headersub: null,
  textdetail: '<p>Intro</p>',
  objekte: ['7f0c9a52-3c2e-4c55-9d7e-2f4f4f0a1b11'],
  objekticon: '/img/icons/marker-kampagne.png',
  modultitel: 1,
  modulwissen: 1,
  modulsort: 'K,1,D,2',
  modul0anzeige: true,
  modul0textposition: 'rechts',
  modul0bildbreite: 2,
  ...modul(1, 'bildtext', '<p>eins</p>', 'a.webp'),
  ...modul(2, 'youtube-video', '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', null),
  ...modul(3, null, null, null),
  ...modul(4, null, null, null),
  ...modul(5, null, null, null),
  ...modul(6, null, null, null),
  veranstaltungentext: null,
  veranstaltungenanzeige: false,
  newstext: null,
  newsanzeige: false,
  downloadsanzeige: false,
  poolbilder: ['a.webp'],
  poolpdf: [],
  routerurl: null,
  metatitle: null,
  metadescription: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  geaendertam: '2024-01-01T00:00:00.000Z',
  bestaetigtam: '2024-01-01T00:00:00.000Z',
} as unknown as Kampagne;

describe('campaign editor form values', () => {
  it('turns a stored campaign into valid input: empty texts null, a partial order completed, old types read', () => {
    const values = valuesOf(stored);
    expect(values.headersub).toBe('');
    expect(values.modulsort).toBe('K,1,D,2,3,4,5,V,N,6');
    expect(values.modul2typ).toBe('video');
    const input = inputOf(values);
    expect(input.headersub).toBeNull();
    expect(input.routerurl).toBeNull();
    expect(input.objekte).toEqual(stored.objekte);
    expect(input.modul1bild).toBe('a.webp');
  });

  it('refuses input the server would refuse (empty title)', () => {
    expect(() => inputOf({ ...valuesOf(stored), header: '  ' })).toThrow();
  });

  it('previews unsaved values the way the article lays them out', () => {
    const values = { ...valuesOf(stored), modulsort: 'K,2,1,3,4,5,V,N,D,6', header: 'Neu' };
    const preview = previewOf(stored, values);
    expect(preview.header).toBe('Neu');
    expect(preview.poolbilder).toEqual(['a.webp']);
    expect(kampagneSections(preview).map((s) => (s.kind === 'modul' ? s.n : s.kind))).toEqual(['kopf', 2, 1]);
  });

  it('moves a section of the order', () => {
    expect(move(['K', '1', '2'], 2, 0)).toEqual(['2', 'K', '1']);
    expect(move(['K', '1'], 0, 5)).toEqual(['K', '1']);
  });
});
