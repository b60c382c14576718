import { describe, expect, it } from 'vitest';
import { kampagneMeta, objektMeta, summary } from './entity-meta';
import { OBJEKTART } from './objekt';

describe('page meta of one thing', () => {
  it('makes plain text of HTML and shortens it at a word boundary', () => {
    expect(summary('<p>A &amp; B</p><p>C &lt;D&gt;</p>')).toBe('A & B C <D>');
    expect(summary(`${'wort '.repeat(50)}`, 30)).toBe('wort wort wort wort wort…');
    expect(summary(null)).toBe('');
  });

  it('describes a property by name, place, type, area and text, in English where it has English texts', () => {
    const o = {
      objektname: 'Lagerhalle',
      objektname_en: 'Warehouse',
      detailbeschreibung: '<p>Hell und trocken.</p>',
      detailbeschreibung_en: '<p>Bright and dry.</p>',
      objektart: OBJEKTART.GEWERBEOBJEKT,
      flaecheinqm: 1200,
      plz: '2201',
      ort: 'Gerasdorf',
    };
    expect(objektMeta(o, 'de', 'Portal')).toEqual({
      title: 'Lagerhalle – Gerasdorf | Portal',
      description: 'Gewerbeobjekt in 2201 Gerasdorf, 1.200 m². Hell und trocken.',
    });
    expect(objektMeta(o, 'en', 'Portal').title).toBe('Warehouse – Gerasdorf | Portal');
    expect(objektMeta(o, 'en', 'Portal').description).toMatch(/Bright and dry\.$/);
    expect(objektMeta({ ...o, objektname_en: ' ', detailbeschreibung_en: null }, 'en', 'P').title).toBe(
      'Lagerhalle – Gerasdorf | P',
    );
    // A draft without its place yet: no dangling dash or 'in', no double space.
    expect(objektMeta({ ...o, plz: '', ort: ' ', detailbeschreibung: null }, 'de', 'P')).toEqual({
      title: 'Lagerhalle | P',
      description: 'Gewerbeobjekt, 1.200 m².',
    });
  });

  it("takes an article's meta texts, else its header and the start of its text", () => {
    const k = {
      header: 'Audit',
      headersub: null,
      textdetail: '<p>Der Text.</p>',
      metatitle: null,
      metadescription: '',
    };
    expect(kampagneMeta(k, 'Portal')).toEqual({ title: 'Audit | Portal', description: 'Der Text.' });
    expect(kampagneMeta({ ...k, metatitle: 'Eigener Titel', metadescription: 'Eigene Beschreibung' }, 'P')).toEqual({
      title: 'Eigener Titel',
      description: 'Eigene Beschreibung',
    });
  });
});
