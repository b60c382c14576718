/**
 * A typed codec for URL query values (spec 3 'Client filter state': filters are kept as URL query values
 * decoded by type — single number, comma-separated numbers, boolean or string). A page declares its
 * parameters once as a schema of fields; `decodeQuery` turns a query string into typed values, falling back
 * to each field's default for a missing or invalid value, and `encodeQuery` writes values back, leaving
 * default values out and other parameters untouched.
 */

/** One query parameter: how to read it, how to write it, and its value when missing or invalid. */
export interface QueryField<T> {
  readonly default: T;
  /** The value of a raw query string, or undefined when it is invalid. */
  decode(raw: string): T | undefined;
  encode(value: T): string;
}

type Check<T> = (value: T) => boolean;

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

function parseNumber(raw: string): number | undefined {
  const text = raw.trim();
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Shortest text of a number that reads back to the same value ('15', '16.3725'). */
const numberText = (value: number) => String(value);

export interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
  /** The only values allowed, e.g. the objektart codes. */
  values?: readonly number[];
}

function numberCheck(options: NumberOptions): Check<number> {
  return (value) =>
    (options.min === undefined || value >= options.min) &&
    (options.max === undefined || value <= options.max) &&
    (!options.integer || Number.isInteger(value)) &&
    (options.values === undefined || options.values.includes(value));
}

/** A single number (`zoom=12.5`); `default` may be null for 'not set'. */
export function numberField<D extends number | null>(fallback: D, options: NumberOptions = {}): QueryField<number | D> {
  const ok = numberCheck(options);
  return {
    default: fallback,
    decode: (raw) => {
      const value = parseNumber(raw);
      return value !== undefined && ok(value) ? value : undefined;
    },
    encode: (value) => (value === null ? '' : numberText(value)),
  };
}

export interface NumbersOptions extends NumberOptions {
  /** Exact number of entries (e.g. 2 for a lon,lat centre). */
  length?: number;
}

/**
 * Comma-separated numbers (`selectedFlaeche=0,2,3`). An empty value is the empty list; one invalid entry
 * makes the whole value invalid. Duplicates are dropped, the order is kept.
 */
export function numbersField(fallback: readonly number[], options: NumbersOptions = {}): QueryField<readonly number[]> {
  const ok = numberCheck(options);
  return {
    default: fallback,
    decode: (raw) => {
      if (raw.trim() === '') return options.length ? undefined : [];
      const values: number[] = [];
      for (const part of raw.split(',')) {
        const value = parseNumber(part);
        if (value === undefined || !ok(value)) return undefined;
        if (!values.includes(value)) values.push(value);
      }
      if (options.length !== undefined && values.length !== options.length) return undefined;
      return values;
    },
    encode: (values) => values.map(numberText).join(','),
  };
}

/** A boolean flag: 'true'/'1' and 'false'/'0'. */
export function booleanField(fallback: boolean): QueryField<boolean> {
  return {
    default: fallback,
    decode: (raw) => {
      const text = raw.trim().toLowerCase();
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      return undefined;
    },
    encode: (value) => String(value),
  };
}

/** A string, optionally one of fixed values (`mieteOrKauf=kauf`); an empty value counts as missing. */
export function stringField<V extends string, D extends V | null>(
  fallback: D,
  values?: readonly V[],
): QueryField<V | D> {
  return {
    default: fallback,
    decode: (raw) => {
      const text = raw.trim();
      if (text === '') return undefined;
      if (values && !values.includes(text as V)) return undefined;
      return text as V;
    },
    encode: (value) => value ?? '',
  };
}

export type QuerySchema = Record<string, QueryField<unknown>>;

/** The typed values of a schema. */
export type QueryValues<S extends QuerySchema> = { [K in keyof S]: S[K] extends QueryField<infer T> ? T : never };

const paramsOf = (query: URLSearchParams | string) =>
  typeof query === 'string' ? new URLSearchParams(query) : new URLSearchParams(query);

/** The values of a query string; missing and invalid parameters get their field's default. */
export function decodeQuery<S extends QuerySchema>(schema: S, query: URLSearchParams | string): QueryValues<S> {
  const params = paramsOf(query);
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    const raw = params.get(key);
    const decoded = raw === null ? undefined : field.decode(raw);
    values[key] = decoded === undefined ? field.default : decoded;
  }
  return values as QueryValues<S>;
}

/** Deep equality of query values (numbers, strings, booleans, null and arrays of numbers). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/**
 * The query string (without '?') after writing `values` into `base`: a value equal to its field's default
 * removes the parameter, others set it; parameters not in `values` (and not in the schema) stay as they are.
 */
export function encodeQuery<S extends QuerySchema>(
  schema: S,
  values: Partial<QueryValues<S>>,
  base: URLSearchParams | string = '',
): string {
  const params = paramsOf(base);
  for (const [key, value] of Object.entries(values)) {
    const field = schema[key];
    if (!field || value === undefined) continue;
    if (sameValue(value, field.default)) params.delete(key);
    else params.set(key, field.encode(value));
  }
  return queryString(params);
}

/** URLSearchParams as text, with commas left readable (`center=16.3,48.2`; a comma needs no escaping there). */
export const queryString = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',');

/**
 * The query string (without '?') without the schema's parameters whose value is invalid (they would be
 * read as their default anyway, e.g. `zoom=2` below the minimum zoom): the address then says what is shown.
 * Valid parameters and those of other schemas stay as they are; null when nothing was dropped.
 */
export function withoutInvalidParams(schema: QuerySchema, query: URLSearchParams | string): string | null {
  const params = paramsOf(query);
  let dropped = false;
  for (const [key, field] of Object.entries(schema)) {
    const raw = params.get(key);
    if (raw !== null && field.decode(raw) === undefined) {
      params.delete(key);
      dropped = true;
    }
  }
  return dropped ? queryString(params) : null;
}
