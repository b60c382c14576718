import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanField,
  decodeQuery,
  encodeQuery,
  numberField,
  numbersField,
  queryFields,
  sameValue,
  stringField,
  stringsParam,
  textParam,
  withoutInvalidParams,
} from './query';

const SCHEMA = {
  zoom: numberField(null, { min: 6, max: 23 }),
  type: numberField(null, { values: [1, 2, 3] }),
  page: numberField(1, { integer: true, min: 1 }),
  classes: numbersField([0, 1, 2], { integer: true, min: 0, max: 4 }),
  center: numbersField([], { length: 2 }),
  flag: booleanField(false),
  on: booleanField(true),
  mode: stringField<'miete' | 'kauf', null>(null, ['miete', 'kauf']),
  text: stringField<string, string>('x'),
};

describe('decodeQuery', () => {
  it('gives every default for an empty query', () => {
    expect(decodeQuery(SCHEMA, '')).toEqual({
      zoom: null,
      type: null,
      page: 1,
      classes: [0, 1, 2],
      center: [],
      flag: false,
      on: true,
      mode: null,
      text: 'x',
    });
  });

  it('decodes a single number, with or without decimals, within its bounds', () => {
    expect(decodeQuery(SCHEMA, 'zoom=12').zoom).toBe(12);
    expect(decodeQuery(SCHEMA, '?zoom=12.75').zoom).toBe(12.75);
    expect(decodeQuery(SCHEMA, 'zoom=6').zoom).toBe(6);
    expect(decodeQuery(SCHEMA, 'zoom=23').zoom).toBe(23);
    expect(decodeQuery(SCHEMA, 'type=2').type).toBe(2);
    expect(decodeQuery(SCHEMA, 'page=3').page).toBe(3);
  });

  it('falls back to the default for an invalid single number', () => {
    for (const raw of ['', 'abc', '12abc', '5', '24', 'NaN', 'Infinity', '1,2', ' ']) {
      expect(decodeQuery(SCHEMA, `zoom=${encodeURIComponent(raw)}`).zoom).toBeNull();
    }
    expect(decodeQuery(SCHEMA, 'type=4').type).toBeNull();
    expect(decodeQuery(SCHEMA, 'page=1.5').page).toBe(1);
    expect(decodeQuery(SCHEMA, 'page=0').page).toBe(1);
  });

  it('decodes comma-separated numbers, dropping duplicates; empty is the empty list', () => {
    expect(decodeQuery(SCHEMA, 'classes=3,1,4').classes).toEqual([3, 1, 4]);
    expect(decodeQuery(SCHEMA, 'classes=2%2C2').classes).toEqual([2]);
    expect(decodeQuery(SCHEMA, 'classes=').classes).toEqual([]);
    expect(decodeQuery(SCHEMA, 'center=16.37,48.21').center).toEqual([16.37, 48.21]);
    expect(decodeQuery(SCHEMA, 'center=-3.5,41').center).toEqual([-3.5, 41]);
  });

  it('falls back to the default list when one entry is invalid or the length is wrong', () => {
    expect(decodeQuery(SCHEMA, 'classes=1,x').classes).toEqual([0, 1, 2]);
    expect(decodeQuery(SCHEMA, 'classes=1,5').classes).toEqual([0, 1, 2]);
    expect(decodeQuery(SCHEMA, 'classes=1,,2').classes).toEqual([0, 1, 2]);
    expect(decodeQuery(SCHEMA, 'classes=1.5').classes).toEqual([0, 1, 2]);
    expect(decodeQuery(SCHEMA, 'center=16').center).toEqual([]);
    expect(decodeQuery(SCHEMA, 'center=1,2,3').center).toEqual([]);
    expect(decodeQuery(SCHEMA, 'center=').center).toEqual([]);
  });

  it('decodes booleans as true/1 and false/0, anything else is the default', () => {
    expect(decodeQuery(SCHEMA, 'flag=true').flag).toBe(true);
    expect(decodeQuery(SCHEMA, 'flag=1').flag).toBe(true);
    expect(decodeQuery(SCHEMA, 'flag=TRUE').flag).toBe(true);
    expect(decodeQuery(SCHEMA, 'on=false').on).toBe(false);
    expect(decodeQuery(SCHEMA, 'on=0').on).toBe(false);
    expect(decodeQuery(SCHEMA, 'flag=yes').flag).toBe(false);
    expect(decodeQuery(SCHEMA, 'on=').on).toBe(true);
  });

  it('decodes strings, restricted to their allowed values when given', () => {
    expect(decodeQuery(SCHEMA, 'mode=kauf').mode).toBe('kauf');
    expect(decodeQuery(SCHEMA, 'mode=miete').mode).toBe('miete');
    expect(decodeQuery(SCHEMA, 'mode=pacht').mode).toBeNull();
    expect(decodeQuery(SCHEMA, 'mode=').mode).toBeNull();
    expect(decodeQuery(SCHEMA, 'text=Hallo%20Welt').text).toBe('Hallo Welt');
    expect(decodeQuery(SCHEMA, 'text=').text).toBe('x');
  });

  it('decodes comma-separated fixed values and text with its own rule; an optional parameter is undefined', () => {
    const fields = queryFields(
      z.object({
        codes: stringsParam(['a', 'b', 'c']).optional(),
        day: textParam(z.iso.date()).optional(),
        name: textParam(z.string().max(5)).optional(),
      }),
    );
    expect(decodeQuery(fields, 'codes=c,,a,c&day=%202026-05-01%20&name=%20Anna')).toEqual({
      codes: ['c', 'a'],
      day: '2026-05-01',
      name: 'Anna',
    });
    expect(decodeQuery(fields, 'codes=&day=gestern&name=Annabell')).toEqual({ codes: [] });
    expect(decodeQuery(fields, 'codes=a,d&name=')).toEqual({});
    expect(encodeQuery(fields, { codes: ['b', 'a'], day: undefined, name: 'Bo' })).toBe('codes=b,a&name=Bo');
  });

  it('accepts URLSearchParams as well as strings', () => {
    expect(decodeQuery(SCHEMA, new URLSearchParams({ zoom: '9' })).zoom).toBe(9);
  });
});

describe('encodeQuery', () => {
  it('writes non-default values and leaves defaults out', () => {
    expect(
      encodeQuery(SCHEMA, { zoom: 12.5, classes: [1, 3], flag: true, on: true, mode: 'kauf', center: [16.3, 48.2] }),
    ).toBe('zoom=12.5&classes=1,3&flag=true&mode=kauf&center=16.3,48.2');
    expect(encodeQuery(SCHEMA, { classes: [0, 1, 2], on: false })).toBe('on=false');
    expect(encodeQuery(SCHEMA, { classes: [] })).toBe('classes=');
  });

  it('removes a parameter set back to its default and keeps foreign parameters', () => {
    expect(encodeQuery(SCHEMA, { zoom: null, flag: false }, 'zoom=9&flag=true&barrierefrei=true')).toBe(
      'barrierefrei=true',
    );
    expect(encodeQuery(SCHEMA, { mode: 'miete' }, '?x=1')).toBe('x=1&mode=miete');
  });

  it('round-trips through decodeQuery', () => {
    const values = {
      ...decodeQuery(SCHEMA, ''),
      zoom: 7.25,
      type: 3,
      classes: [4, 0],
      flag: true,
      mode: 'miete' as const,
    };
    expect(decodeQuery(SCHEMA, encodeQuery(SCHEMA, values))).toEqual(values);
  });
});

describe('helpers', () => {
  it('compares values deeply for lists', () => {
    expect(sameValue([1, 2], [1, 2])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
  });

  it('drops the invalid values of a query and keeps the rest as it is', () => {
    expect(withoutInvalidParams(SCHEMA, 'zoom=2&type=2&barrierefrei=true')).toBe('type=2&barrierefrei=true');
    expect(withoutInvalidParams(SCHEMA, 'center=16.3,48.2&classes=0,9&mode=both')).toBe('center=16.3,48.2');
    expect(withoutInvalidParams(SCHEMA, 'zoom=12&center=16.3,48.2&other=x')).toBeNull();
    expect(withoutInvalidParams(SCHEMA, '')).toBeNull();
  });
});
