import { describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import {
  bezirkName,
  DUMMY_IMAGE,
  dateiUrl,
  merkmaleNachGruppe,
  objektTexte,
  splitBilder,
  splitGrund,
  statusLabel,
  thumbnailUrl,
} from './objektText';

const bild = (s3filename: string, mimetype = 'image/webp') => ({ s3filename, mimetype });

describe('objektText', () => {
  const objekt = {
    objektname: 'Betriebsgrund Nord',
    detailbeschreibung: 'Ebene Fläche',
    lageerreichbarkeit: null,
    uebersetzung: { objektname_en: 'Business plot north', detailbeschreibung_en: ' ', lageerreichbarkeit_en: null },
  };

  it('takes the English texts when lang=en and they exist, else the German ones', () => {
    expect(objektTexte(objekt, 'de').name).toBe('Betriebsgrund Nord');
    expect(objektTexte(objekt, 'en')).toEqual({
      name: 'Business plot north',
      detail: 'Ebene Fläche',
      lage: null,
      textLang: { name: 'en', detail: 'de', lage: 'de' },
    });
    expect(objektTexte(objekt, 'de').textLang).toEqual({ name: 'de', detail: 'de', lage: 'de' });
    expect(objektTexte({ ...objekt, uebersetzung: null }, 'en').name).toBe('Betriebsgrund Nord');
  });

  it('labels statuses, districts and groups features in catalogue order without headers', () => {
    expect(statusLabel(STATUS.IN_PRUEFUNG, 'de')).toBe('In Prüfung');
    expect(statusLabel(STATUS.OHNE_LOGIN, 'en')).toBe('Show without login');
    expect(statusLabel(123, 'de')).toBe('123');
    expect(bezirkName('302')).toBe('Sankt Pölten (Stadt)');
    expect(merkmaleNachGruppe([50, 42, 10, 43, 11])).toEqual([
      { gruppe: 'objektart', merkmale: [10, 11] },
      { gruppe: 'umgebung', merkmale: [43] },
      { gruppe: 'technik', merkmale: [50] },
    ]);
  });

  it('builds image, document and /img/ URLs and falls back to the dummy', () => {
    expect(dateiUrl(bild('a b.webp'), 1920)).toBe('/bilder/1920/a%20b.webp');
    expect(dateiUrl(bild('x.pdf', 'application/pdf'))).toBe('/dokumente/x.pdf');
    expect(dateiUrl(bild('/img/demo.jpg'))).toBe('/img/demo.jpg');
    const list = [bild('doc.pdf', 'application/pdf'), bild('one.webp'), bild('two.webp')];
    expect(thumbnailUrl(list)).toBe('/bilder/240/one.webp');
    expect(thumbnailUrl([])).toBe(DUMMY_IMAGE);
    expect(splitBilder(list).images.map((b) => b.s3filename)).toEqual(['one.webp', 'two.webp']);
    expect(splitBilder(list).documents).toHaveLength(1);
  });

  it('splits a stored reason into its code and free text', () => {
    expect(splitGrund('sonstiges: Umbau der Halle')).toEqual({ code: 'sonstiges', text: 'Umbau der Halle' });
    expect(splitGrund('verkauft')).toEqual({ code: 'verkauft', text: null });
    expect(splitGrund('Unterlagen fehlen')).toEqual({ code: null, text: 'Unterlagen fehlen' });
    expect(splitGrund(null)).toEqual({ code: null, text: null });
  });
});
