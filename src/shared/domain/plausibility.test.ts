import { describe, expect, it } from 'vitest';
import { priceWarnings } from './plausibility';

const figures = { flaecheinqm: 1250.5, kaufpreis: null, kaufpreisproqm: null, mietpreis: null, mietpreisproqm: null };

describe('priceWarnings', () => {
  it('warns when a total differs from area × price per m² by more than 10 %', () => {
    expect(priceWarnings({ ...figures, mietpreis: 125, mietpreisproqm: 12.5 })).toEqual([
      { field: 'mietpreis', expected: 15631.25 },
    ]);
    expect(priceWarnings({ ...figures, kaufpreis: 2_000_000, kaufpreisproqm: 1000 })).toEqual([
      { field: 'kaufpreis', expected: 1_250_500 },
    ]);
  });

  it('stays quiet within 10 % and while a figure is missing or upon request', () => {
    expect(priceWarnings({ ...figures, mietpreis: 16_500, mietpreisproqm: 12.5 })).toEqual([]);
    expect(priceWarnings({ ...figures, mietpreis: 14_200, mietpreisproqm: 12.5 })).toEqual([]);
    expect(priceWarnings({ ...figures, mietpreis: 15_000, mietpreisproqm: 0 })).toEqual([]);
    expect(priceWarnings({ ...figures, flaecheinqm: null, mietpreis: 100, mietpreisproqm: 12.5 })).toEqual([]);
    expect(priceWarnings({ ...figures, kaufpreisproqm: 900 })).toEqual([]);
  });
});
