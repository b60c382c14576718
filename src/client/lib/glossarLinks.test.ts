import { describe, expect, it } from 'vitest';
import { GERMAN_ENDINGS, type GlossarTerm, linkGlossarTerms, looksLikeHtml, textToHtml } from './glossarLinks';

const TERMS: GlossarTerm[] = [
  { id: 1, term: 'Bauland' },
  { id: 2, term: 'Bauland-Betriebsgebiet' },
  { id: 3, term: 'Flächenwidmungsplan' },
  { id: 4, term: 'Natura 2000' },
  { id: 5, term: 'Grundbuch' },
  { id: 6, term: 'BB' },
  { id: 7, term: 'Broker’s commission' },
  { id: 8, term: 'R&D' },
];

const link = (html: string, selfId = 99, terms = TERMS) =>
  linkGlossarTerms(html, terms, { selfId, href: (id) => `/de/glossar/${id}` });

const a = (id: number, text: string) => `<a href="/de/glossar/${id}" data-glossar-id="${id}">${text}</a>`;

describe('linkGlossarTerms', () => {
  it('links the title of another entry', () => {
    expect(link('Der Flächenwidmungsplan regelt das.')).toBe(`Der ${a(3, 'Flächenwidmungsplan')} regelt das.`);
  });

  it('prefers the longest match', () => {
    expect(link('Im Bauland-Betriebsgebiet und im Bauland.')).toBe(
      `Im ${a(2, 'Bauland-Betriebsgebiet')} und im ${a(1, 'Bauland')}.`,
    );
  });

  it('matches whole words only (no match inside compounds, also not across a joined hyphen)', () => {
    expect(link('Baulandwidmung, Grundbuchsauszug und Bauland-Mischgebiet')).toBe(
      'Baulandwidmung, Grundbuchsauszug und Bauland-Mischgebiet',
    );
    expect(link('Bauland- und Grünland')).toBe(`${a(1, 'Bauland')}- und Grünland`);
  });

  it('is case-insensitive and keeps the text as written', () => {
    expect(link('BAULAND und flächenwidmungsplan')).toBe(`${a(1, 'BAULAND')} und ${a(3, 'flächenwidmungsplan')}`);
  });

  it('never links the entry itself, and a self mention does not expose a shorter title inside it', () => {
    expect(link('Das Bauland-Betriebsgebiet ist Bauland.', 2)).toBe(
      `Das Bauland-Betriebsgebiet ist ${a(1, 'Bauland')}.`,
    );
    expect(link('Bauland ist Bauland.', 1)).toBe('Bauland ist Bauland.');
  });

  it('does not link inside an existing link', () => {
    const html = '<p><a href="https://example.org" title="Grundbuch">Grundbuch online</a> – Grundbuch</p>';
    expect(link(html)).toBe(
      `<p><a href="https://example.org" title="Grundbuch">Grundbuch online</a> – ${a(5, 'Grundbuch')}</p>`,
    );
  });

  it('links each target once, at its first mention', () => {
    expect(link('Grundbuch, Grundbuch und nochmals Grundbuch')).toBe(
      `${a(5, 'Grundbuch')}, Grundbuch und nochmals Grundbuch`,
    );
  });

  it('leaves tags and attributes alone and links text in nested markup', () => {
    const html = '<p class="Bauland" data-x="a > Bauland"><strong>Bauland</strong></p>';
    expect(link(html)).toBe(`<p class="Bauland" data-x="a > Bauland"><strong>${a(1, 'Bauland')}</strong></p>`);
  });

  it('matches titles across spaces and non-breaking spaces, and escaped characters', () => {
    expect(link('Gebiete nach Natura&nbsp;2000 und R&amp;D')).toBe(
      `Gebiete nach ${a(4, 'Natura&nbsp;2000')} und ${a(8, 'R&amp;D')}`,
    );
    expect(link('the broker’s commission')).toBe(`the ${a(7, 'broker’s commission')}`);
  });

  it('accepts inflection endings when asked, still as whole words', () => {
    const de = (html: string) =>
      linkGlossarTerms(html, TERMS, { selfId: 99, href: (id) => `/de/glossar/${id}`, endings: GERMAN_ENDINGS });
    expect(de('Änderungen des Flächenwidmungsplans')).toBe(`Änderungen des ${a(3, 'Flächenwidmungsplans')}`);
    expect(de('im Grundbuche, Baulandwidmung')).toBe(`im ${a(5, 'Grundbuche')}, Baulandwidmung`);
    expect(link('des Flächenwidmungsplans')).toBe('des Flächenwidmungsplans');
  });

  it('skips titles shorter than three characters', () => {
    expect(link('Widmung BB')).toBe('Widmung BB');
  });

  it('returns the text unchanged without terms', () => {
    expect(link('Grundbuch', 1, [])).toBe('Grundbuch');
  });
});

describe('textToHtml / looksLikeHtml', () => {
  it('turns plain text into escaped paragraphs', () => {
    expect(textToHtml('A & B\nC\n\n<D>')).toBe('<p>A &amp; B<br>C</p><p>&lt;D&gt;</p>');
  });

  it('tells HTML from text', () => {
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('a < b and c > d')).toBe(false);
  });
});
