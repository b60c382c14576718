import { describe, expect, it } from 'vitest';
import { OBJEKTART } from '../../shared/domain/objekt';
import { FeedError } from './feed-error';
import { feedXml, immobilieXml, type TestImmobilie } from './fixtures/feed';
import { type Mapped, mapImmobilie } from './mapping';
import { parseFeed } from './parse';

/** One object of a feed, mapped. */
const mapped = (o: TestImmobilie): Mapped => {
  const [node] = parseFeed(feedXml('TEIL', [o])).immobilien;
  if (node === undefined) throw new Error('no immobilie');
  return mapImmobilie(node);
};
const upsert = (o: TestImmobilie) => {
  const m = mapped(o);
  if (m.kind !== 'upsert') throw new Error(`not mapped: ${JSON.stringify(m)}`);
  return m;
};

describe('OpenImmo mapping', () => {
  it('maps an office to rent: type, rent, area, divisibility, texts, contact, key and location as given', () => {
    const m = upsert({ obid: 'A1', kaltmiete: '4200', nutzflaeche: '420', teilbarAb: '120' });
    expect(m).toMatchObject({
      key: 'A1',
      obid: 'A1',
      change: false,
      geo: { plz: '3100', ort: 'St. Pölten', land: 'AUT', lon: 15.6255, lat: 48.2047 },
    });
    expect(m.entwurf).toMatchObject({
      objektart: OBJEKTART.BUERO,
      istmietobjekt: true,
      istkaufobjekt: false,
      mietpreis: 4200,
      mietpreisproqm: 10,
      kaufpreis: null,
      flaecheinqm: 420,
      istteilbar: true,
      kleinsteflaecheinqm: 120,
      strasse: 'Kremser Landstraße 5',
      objektname: 'Büro A1 in St. Pölten',
      detailbeschreibung: 'Helle Büros & Besprechungsräume.\nMit Tiefgarage.',
      technischeinfrastruktur: [18],
      uebersetzung: {
        objektname_en: 'Office A1 in St. Pölten',
        lageerreichbarkeit_en: 'Five minutes to the main station.',
      },
    });
  });

  it('maps a warehouse to buy with crane, hall height, price per m² from the feed and distances', () => {
    const m = upsert({
      obid: 'H1',
      objektart: 'hallen_lager_prod hallen_typ="LAGERHALLE"',
      kauf: true,
      miete: false,
      kaufpreis: '1250000',
      hallenhoehe: '8,5',
      kran: true,
      kaufpreisProQm: '520.50',
      extra: `<infrastruktur><distanzen distanz_zu="AUTOBAHNANSCHLUSS">3.5</distanzen><distanzen distanz_zu="KINDERGAERTEN">1</distanzen></infrastruktur>`,
    });
    expect(m.entwurf).toMatchObject({
      objektart: OBJEKTART.GEWERBEOBJEKT,
      istkaufobjekt: true,
      kaufpreis: 1250000,
      kaufpreisproqm: 520.5,
      flaecheinqm: 420,
      hallenhoehe: 8.5,
      technischeinfrastruktur: [7, 18],
      standortbeschreibung: [10, 39],
      verkehrsinfrastruktur: [{ type: 2, connection: 'Autobahnanschluss', distance: 3.5 }],
      mietpreis: null,
    });
  });

  it('takes the plot area for plots, and 0 or auf_anfrage as upon request', () => {
    const m = upsert({
      obid: 'G1',
      objektart: 'grundstueck',
      kauf: true,
      miete: true,
      kaufpreis: '0',
      extra: '<flaechen><grundstuecksflaeche>12000</grundstuecksflaeche></flaechen>',
    });
    expect(m.entwurf).toMatchObject({
      objektart: OBJEKTART.GRUNDSTUECK,
      kaufpreis: null,
      kaufpreisproqm: null,
      mietpreis: null,
    });
  });

  it('refuses what the portal does not list, with the reason', () => {
    expect(mapped({ obid: 'W', nutzungsart: 'WOHNEN', objektart: 'wohnung' })).toMatchObject({
      reason: 'notCommercial',
    });
    expect(mapped({ obid: 'Z', objektart: 'zinshaus_renditeobjekt' })).toMatchObject({
      reason: 'unknownObjektart',
      detail: 'zinshaus_renditeobjekt',
    });
    expect(mapped({ obid: 'V', kauf: false, miete: false })).toMatchObject({ reason: 'noVermarktungsart' });
    const ohneKey = immobilieXml({ obid: 'K' })
      .replace(/<openimmo_obid>K<\/openimmo_obid>/, '')
      .replace('EXT-K', '');
    expect(
      mapImmobilie(parseFeed(`<openimmo><anbieter>${ohneKey}</anbieter></openimmo>`).immobilien[0] ?? ''),
    ).toMatchObject({
      kind: 'refused',
      reason: 'missingKey',
    });
  });

  it('keys by objektnr_extern when there is no openimmo_obid, and reads CHANGE and DELETE', () => {
    const xml = immobilieXml({ obid: 'E1', aktion: 'CHANGE' }).replace('<openimmo_obid>E1</openimmo_obid>', '');
    expect(
      mapImmobilie(parseFeed(`<openimmo><anbieter>${xml}</anbieter></openimmo>`).immobilien[0] ?? ''),
    ).toMatchObject({
      kind: 'upsert',
      key: 'EXT-E1',
      change: true,
    });
    expect(mapped({ obid: 'D1', aktion: 'DELETE' })).toEqual({ kind: 'delete', obid: 'D1', key: 'D1' });
  });

  it('reads character references and the predefined entities, and a feed without scope as TEIL', () => {
    const feed = parseFeed(
      feedXml('VOLL', [{ obid: 'R', titel: 'x' }]).replace(
        '<objekttitel>x',
        '<objekttitel>St. P&#246;lten &#x201E;Zentrum&#x201C; &amp;',
      ),
    );
    expect(feed.umfang).toBe('VOLL');
    const m = mapImmobilie(feed.immobilien[0] ?? '');
    expect(m.kind === 'upsert' && m.entwurf.objektname).toBe('St. Pölten „Zentrum“ &');
    expect(parseFeed('<openimmo><anbieter/></openimmo>').umfang).toBe('TEIL');
  });

  it('refuses a feed with a DOCTYPE, malformed XML and another root before mapping anything', () => {
    expect(() => parseFeed('<!DOCTYPE openimmo SYSTEM "http://example.test/x.dtd"><openimmo/>')).toThrow(FeedError);
    expect(() => parseFeed('<openimmo><anbieter></openimmo>')).toThrow(/well-formed/);
    expect(() => parseFeed('<immobilien/>')).toThrow(/root/);
  });
});
