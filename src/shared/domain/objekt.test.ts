import { describe, expect, it } from 'vitest';
import {
  AREA_BANDS,
  areaBandIndex,
  type Band,
  BEZIRKE,
  DEFAULT_STATUS_FILTER,
  isStatus,
  KEINE_ANGABE,
  MERKMAL_GRUPPEN,
  MERKMALE,
  MERKMALE_WAEHLBAR,
  OBJEKTART,
  OBJEKTARTEN,
  PRICE_BANDS,
  priceBandIndex,
  REGIONEN,
  regionOfBezirk,
  STATUS,
  STATUS_CODES,
  STATUS_LABELS,
  TECHNISCHE_INFRASTRUKTUR,
  VERKEHRSARTEN,
  WIDMUNGEN,
} from './objekt';

/** Bands ascend, only the last is open, and each lower bound follows the previous upper one by at most 1. */
function expectContiguous(bands: readonly Band[]) {
  expect(bands[0]?.min).toBe(0);
  bands.forEach((band, i) => {
    if (band.max !== null) expect(band.max).toBeGreaterThan(band.min);
    if (i === bands.length - 1) {
      expect(band.max).toBeNull();
      return;
    }
    const next = bands[i + 1] as Band;
    expect(band.max).not.toBeNull();
    const gap = next.min - (band.max as number);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(1);
  });
}

describe('status', () => {
  it('has the seven codes of spec 4, each labelled in both languages', () => {
    expect(STATUS_CODES).toHaveLength(7);
    expect(new Set(STATUS_CODES).size).toBe(7);
    expect(STATUS.OHNE_LOGIN).toBe(180620003);
    expect(STATUS.IN_PRUEFUNG).toBe(200000000);
    for (const code of STATUS_CODES) {
      expect(STATUS_LABELS[code].de).not.toBe('');
      expect(STATUS_LABELS[code].en).not.toBe('');
    }
  });

  it('preselects the default filter of spec 4, a subset without hidden and in-progress', () => {
    expect([...DEFAULT_STATUS_FILTER].sort()).toEqual([180620001, 180620002, 180620003, 180620004, 200000000]);
    expect(DEFAULT_STATUS_FILTER.every(isStatus)).toBe(true);
    expect(DEFAULT_STATUS_FILTER).not.toContain(STATUS.NICHT_ANZEIGEN);
    expect(DEFAULT_STATUS_FILTER).not.toContain(STATUS.IN_BEARBEITUNG);
    expect(isStatus(123)).toBe(false);
  });
});

describe('objektart', () => {
  it('has the three types with distinct colours', () => {
    expect(OBJEKTARTEN.map((o) => o.id)).toEqual([180620000, 180620001, 180620002]);
    expect(new Set(OBJEKTARTEN.map((o) => o.color)).size).toBe(3);
  });
});

describe('area bands', () => {
  it('are five contiguous ascending bands per type', () => {
    for (const o of OBJEKTARTEN) {
      expect(AREA_BANDS[o.id]).toHaveLength(5);
      expectContiguous(AREA_BANDS[o.id]);
    }
  });

  it('are inclusive at both ends', () => {
    expect(areaBandIndex(OBJEKTART.GRUNDSTUECK, 3000)).toBe(0);
    expect(areaBandIndex(OBJEKTART.GRUNDSTUECK, 3001)).toBe(1);
    expect(areaBandIndex(OBJEKTART.GRUNDSTUECK, 50000)).toBe(3);
    expect(areaBandIndex(OBJEKTART.GRUNDSTUECK, 250000)).toBe(4);
    expect(areaBandIndex(OBJEKTART.BUERO, 50)).toBe(0);
    expect(areaBandIndex(OBJEKTART.BUERO, 50.1)).toBe(1);
    expect(areaBandIndex(OBJEKTART.GEWERBEOBJEKT, 2000)).toBe(3);
    expect(areaBandIndex(OBJEKTART.GEWERBEOBJEKT, 2000.1)).toBe(4);
    expect(areaBandIndex(OBJEKTART.BUERO, -1)).toBeNull();
  });
});

describe('price bands', () => {
  it('start with keine Angabe and continue with contiguous bands', () => {
    for (const o of OBJEKTARTEN) {
      for (const bands of Object.values(PRICE_BANDS[o.id])) {
        expect(bands[0]).toBe(KEINE_ANGABE);
        expectContiguous(bands.slice(1) as Band[]);
      }
    }
  });

  it('exist for plot buy and rent, and only rent for office and commercial', () => {
    expect(PRICE_BANDS[OBJEKTART.GRUNDSTUECK].kauf).toHaveLength(6);
    expect(PRICE_BANDS[OBJEKTART.GRUNDSTUECK].miete).toHaveLength(5);
    expect(PRICE_BANDS[OBJEKTART.BUERO].kauf).toBeUndefined();
    expect(PRICE_BANDS[OBJEKTART.GEWERBEOBJEKT].kauf).toBeUndefined();
  });

  it('classify null and 0 as keine Angabe and the rest by inclusive bounds', () => {
    expect(priceBandIndex(OBJEKTART.BUERO, 'miete', null)).toBe(0);
    expect(priceBandIndex(OBJEKTART.BUERO, 'miete', 0)).toBe(0);
    expect(priceBandIndex(OBJEKTART.BUERO, 'miete', 8)).toBe(1);
    expect(priceBandIndex(OBJEKTART.BUERO, 'miete', 8.1)).toBe(2);
    expect(priceBandIndex(OBJEKTART.GRUNDSTUECK, 'miete', 0.81)).toBe(2);
    expect(priceBandIndex(OBJEKTART.GRUNDSTUECK, 'kauf', 150.1)).toBe(5);
    expect(priceBandIndex(OBJEKTART.GEWERBEOBJEKT, 'miete', 10)).toBe(3);
    expect(priceBandIndex(OBJEKTART.GEWERBEOBJEKT, 'kauf', 100)).toBeNull();
  });
});

describe('catalogues', () => {
  it('feature ids are unique, within 10–51, in known groups, with one header (42)', () => {
    const ids = MERKMALE.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(10);
    expect(Math.max(...ids)).toBe(51);
    expect(MERKMALE.filter((m) => m.header).map((m) => m.id)).toEqual([42]);
    expect(MERKMALE_WAEHLBAR).toHaveLength(MERKMALE.length - 1);
    for (const m of MERKMALE) {
      expect(MERKMAL_GRUPPEN[m.gruppe]).toBeDefined();
      expect(m.label.de && m.label.en).toBeTruthy();
    }
  });

  it('technical infrastructure has ids 1–18 and transport types 1–5', () => {
    expect(TECHNISCHE_INFRASTRUKTUR.map((t) => t.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(VERKEHRSARTEN.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    const names = [...TECHNISCHE_INFRASTRUKTUR, ...VERKEHRSARTEN].map((t) => t.label.en);
    expect(names.every((n) => n.length > 0)).toBe(true);
  });

  it('zoning ids are unique and include the business categories BB and BI', () => {
    const ids = WIDMUNGEN.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['BW', 'BK', 'BB', 'BI', 'BA', 'BS', 'BO']));
    expect(WIDMUNGEN.every((w) => w.name.de.length > 0 && w.name.en.length > 0)).toBe(true);
  });
});

describe('regions and districts', () => {
  it('has the 24 district codes 301–323 and 325, each in one of the five regions', () => {
    const codes = BEZIRKE.map((b) => b.id);
    const expected = [...Array.from({ length: 23 }, (_, i) => String(301 + i)), '325'];
    expect([...codes].sort()).toEqual(expected);
    const regionIds = REGIONEN.map((r) => r.id);
    expect(regionIds).toEqual([1, 2, 3, 4, 5]);
    for (const b of BEZIRKE) expect(regionIds).toContain(b.region);
    expect(new Set(BEZIRKE.map((b) => b.name)).size).toBe(24);
  });

  it('assigns the official main regions', () => {
    const names = (region: number) =>
      BEZIRKE.filter((b) => b.region === region)
        .map((b) => b.name)
        .sort();
    expect(names(3)).toEqual(['Lilienfeld', 'Sankt Pölten (Land)', 'Sankt Pölten (Stadt)', 'Tulln']);
    expect(names(5)).toEqual(['Gänserndorf', 'Hollabrunn', 'Korneuburg', 'Mistelbach']);
    expect(regionOfBezirk('317')).toBe(1);
    expect(regionOfBezirk('305')).toBe(2);
    expect(regionOfBezirk('325')).toBe(4);
    expect(regionOfBezirk('324')).toBeUndefined();
    for (const region of REGIONEN) expect(names(region.id).length).toBeGreaterThanOrEqual(4);
  });
});
