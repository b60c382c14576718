/**
 * A typed codec for URL query values (spec 3 'Client filter state': filters are kept as URL query values
 * decoded by type — single number, comma-separated numbers, boolean or string). A page declares its
 * parameters once as a schema of fields; `decodeQuery` turns a query string into typed values, falling back
 * to each field's default for a missing or invalid value, and `encodeQuery` writes values back, leaving
 * default values out and other parameters untouched.
 */

import { z } from 'zod';

/** One query parameter: how to read it, how to write it, and its value when missing or invalid. */
export interface QueryField<T> {
  readonly default: T;
  /** The value of a raw query string, or undefined when it is invalid. */
  decode(raw: string): T | undefined;
  encode(value: T): string;
}

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A query value's number (trimmed decimal text), or the raw value for the schema to refuse. */
function toNumber(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (!NUMBER.test(text)) return raw;
  const value = Number(text);
  return Number.isFinite(value) ? value : raw;
}

export interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
  /** The only values allowed, e.g. the objektart codes. */
  values?: readonly number[];
}

function numberSchema(options: NumberOptions): z.ZodType<number> {
  if (options.values) return z.literal(options.values as number[]);
  let schema = options.integer ? z.number().int() : z.number();
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  return schema;
}

/** A single number (`zoom=12.5`). */
export const numberParam = (options: NumberOptions = {}) => z.preprocess(toNumber, numberSchema(options));

export interface NumbersOptions extends NumberOptions {
  /** Exact number of entries (e.g. 2 for a lon,lat centre). */
  length?: number;
}

/**
 * Comma-separated numbers (`selectedFlaeche=0,2,3`). An empty value is the empty list; one invalid entry
 * makes the whole value invalid. Duplicates are dropped, the order is kept.
 */
export function numbersParam(options: NumbersOptions = {}) {
  const list = z.array(numberSchema(options));
  return z
    .preprocess(
      (raw) => (typeof raw === 'string' ? (raw.trim() === '' ? [] : [...new Set(raw.split(',').map(toNumber))]) : raw),
      options.length === undefined ? list : list.length(options.length),
    )
    .meta({ description: 'comma-separated' });
}

/** A boolean flag: 'true'/'1' and 'false'/'0'. */
export const booleanParam = () =>
  z.preprocess((raw) => {
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : raw;
  }, z.boolean());

/** Trimmed text; an empty value counts as missing (and is refused). */
const trimmed = (raw: unknown) => (typeof raw === 'string' ? raw.trim() || undefined : raw);

/** Trimmed text read by `schema` (a length limit, a pattern, a calendar day); an empty value counts as missing. */
export const textParam = <T>(schema: z.ZodType<T, string>) => z.preprocess(trimmed, schema) as z.ZodType<T, unknown>;

/** A string, optionally one of fixed values (`mieteOrKauf=kauf`). */
export function stringParam<const V extends string>(values?: readonly V[]): z.ZodType<V, unknown> {
  return z.preprocess(trimmed, values ? z.enum(values as [V, ...V[]]) : z.string()) as z.ZodType<V, unknown>;
}

/**
 * Comma-separated fixed values (`action=login,search`). An empty value is the empty list; empty entries and
 * duplicates are dropped, the order is kept; one unknown entry makes the whole value invalid.
 */
export const stringsParam = <const V extends string>(values: readonly V[]) =>
  z
    .preprocess(
      (raw) => (typeof raw === 'string' ? [...new Set(raw.split(',').map((s) => s.trim()))].filter(Boolean) : raw),
      z.array(z.enum(values as [V, ...V[]])),
    )
    .meta({ description: 'comma-separated' });

/** The directions of a sorted list (`dir=asc`). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * A parameter with its value when it is missing: the API validates a query with the schema as it is (an
 * invalid value is refused), the URL codec (`fieldOf`) falls back to this value instead.
 */
export const withDefault = <T, D>(schema: z.ZodType<T, unknown>, fallback: D) =>
  schema.optional().transform((value): T | D => (value === undefined ? fallback : value));

/** A value as the query writes it: lists comma-separated, null as ''. */
const encodeValue = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(',') : value === null ? '' : String(value);

/** The URL codec's field of a parameter schema (with its default, `withDefault`). */
export function fieldOf<T>(schema: z.ZodType<T, unknown>): QueryField<T> {
  return {
    default: schema.parse(undefined),
    decode: (raw) => {
      const result = schema.safeParse(raw);
      return result.success ? result.data : undefined;
    },
    encode: encodeValue,
  };
}

/** The URL codec's fields of a query schema: one per parameter. */
export function queryFields<S extends z.ZodRawShape>(
  schema: z.ZodObject<S>,
): { [K in keyof S]: QueryField<z.output<S[K]>> } {
  return Object.fromEntries(Object.entries(schema.shape).map(([key, param]) => [key, fieldOf(param as z.ZodType)])) as {
    [K in keyof S]: QueryField<z.output<S[K]>>;
  };
}

/** A single number field; `default` may be null for 'not set'. */
export const numberField = <D extends number | null>(fallback: D, options: NumberOptions = {}) =>
  fieldOf(withDefault(numberParam(options), fallback));

/** A comma-separated numbers field. */
export const numbersField = (
  fallback: readonly number[],
  options: NumbersOptions = {},
): QueryField<readonly number[]> => fieldOf(withDefault(numbersParam(options), fallback));

/** A boolean field. */
export const booleanField = (fallback: boolean) => fieldOf(withDefault(booleanParam(), fallback));

/** A string field, optionally one of fixed values. */
export const stringField = <V extends string, D extends V | null>(fallback: D, values?: readonly V[]) =>
  fieldOf(withDefault(stringParam<V>(values), fallback));

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
