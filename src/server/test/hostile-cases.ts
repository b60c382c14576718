import { BODIES, DATES, GEOMETRIES, type Hostile, NUMBERS, PARAMS, RAW_QUERY, STRINGS, VALUES } from './hostile';
import type { Call } from './matrix';
import type { Endpoint, EndpointInput, JsonSchema } from './routes';

/**
 * Turns the hostile corpus into requests against one endpoint, and says for each whether the endpoint
 * must refuse it. The oracle reads the endpoint's published schema (the OpenAPI document built from the
 * shared Zod schemas), so it judges by what the API promises, not by how the server implements it.
 */

/** Picks `count` values of a corpus, starting at a rotating offset so that every value gets its turn. */
export function sample<T>(corpus: readonly T[], count: number, offset: number): T[] {
  return Array.from({ length: Math.min(count, corpus.length) }, (_, i) => corpus[(offset + i) % corpus.length] as T);
}

const hasNul = (value: unknown): boolean => {
  // Iterative: the values may be nested 10,000 levels deep.
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string' && v.includes('\u0000')) return true;
    if (v && typeof v === 'object') stack.push(...Object.keys(v), ...Object.values(v));
  }
  return false;
};

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * True when the schema rules the value out: wrong type, out of bounds, too long or short, not matching
 * its pattern or enum, a required property missing. Refinements the schema cannot express (Zod
 * `refine`) are not known here; such values count as legitimate, and the server may still refuse them.
 * Every string with a NUL character must be refused: PostgreSQL text cannot hold one.
 */
export function violates(schema: JsonSchema, value: unknown): boolean {
  if (hasNul(value)) return true;
  if (value === null) return !schema.nullable && !(schema.anyOf ?? schema.oneOf)?.some((s) => !violates(s, null));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.every((s) => violates(s, value));
  if (schema.enum && !schema.enum.includes(value)) return true;
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return true;
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return true;
      if (schema.minLength !== undefined && value.length < schema.minLength) return true;
      return schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value);
    case 'number':
    case 'integer': {
      if (!isNumber(value)) return true;
      if (schema.type === 'integer' && !Number.isSafeInteger(value)) return true;
      const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
      if (minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum)) return true;
      if (maximum !== undefined && (exclusiveMaximum === true ? value >= maximum : value > maximum)) return true;
      if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return true;
      return typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum;
    }
    case 'boolean':
      return typeof value !== 'boolean';
    case 'array':
      if (!Array.isArray(value)) return true;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return true;
      return schema.items !== undefined && value.some((item) => violates(schema.items as JsonSchema, item));
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return true;
      const record = value as Record<string, unknown>;
      if ((schema.required ?? []).some((key) => !(key in record))) return true;
      return Object.entries(schema.properties ?? {}).some(([key, s]) => key in record && violates(s, record[key]));
    }
    default:
      return false;
  }
}

/**
 * Like `violates` for a query value, which arrives as text: numeric parameters are coerced as Zod does, and a
 * list is comma-separated text (shared/domain/query.ts numbersParam: an empty value is the empty list).
 */
export function queryViolates(schema: JsonSchema, text: string): boolean {
  if (schema.type === 'array' && schema.items) {
    const items = text.trim() === '' ? [] : text.split(',');
    return violates(
      schema,
      items.map((item) => queryValue(schema.items as JsonSchema, item.trim())),
    );
  }
  return violates(schema, queryValue(schema, text));
}

/** A query text as the value its schema's type reads. */
function queryValue(schema: JsonSchema, text: string): unknown {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  return numeric ? Number(text) : text;
}

/**
 * The value the server receives for an item, for the oracle. Only called for raw JSON that parses (the
 * malformed bodies are refused by definition); deep nesting is harmless here, as `violates` descends
 * only as deep as the schema does.
 */
export function parsedForOracle(item: Hostile): unknown {
  return item.raw === undefined ? item.value : JSON.parse(item.raw);
}

/** Values tried per field from the general corpus, on top of the ones for its type. */
const PER_FIELD = 4;
const MARKER = 'RAW-JSON-MARKER';

const typeOf = (s: JsonSchema) => s.type ?? (s.anyOf ?? s.oneOf)?.find((a) => a.type)?.type;

/** Every property of a body schema (of each alternative), nested objects included, with its path. */
function fieldsOf(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  const properties: Record<string, JsonSchema> = Object.assign(
    {},
    schema.properties,
    ...(schema.oneOf ?? []).map((s) => s.properties),
  );
  return Object.entries(properties).flatMap(([key, s]) => {
    const at = [...prefix, key];
    return [{ path: at, schema: s }, ...(s.type === 'object' ? fieldsOf(s, at) : [])];
  });
}

/** The payload with one value replaced; `raw` JSON is spliced into the text. */
function withValue(payload: unknown, at: string[], item: Hostile): { json: string; forOracle: unknown } {
  const set = (value: unknown) => {
    const copy = structuredClone(payload) as Record<string, unknown>;
    let node = copy;
    for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[at.at(-1) as string] = value;
    return copy;
  };
  const json =
    item.raw === undefined
      ? JSON.stringify(set(item.value))
      : JSON.stringify(set(MARKER)).replace(JSON.stringify(MARKER), item.raw);
  return { json, forOracle: set(parsedForOracle(item)) };
}

/** What a field's type (or name) invites, tried on top of the general sample; lists get them as items. */
function extrasFor(at: string[], schema: JsonSchema): readonly Hostile[] {
  const type = typeOf(schema);
  if (at.at(-1) === 'standort' || at.at(-1) === 'polygon') return GEOMETRIES;
  if (type === 'number' || type === 'integer') return NUMBERS;
  if (type === 'string') return STRINGS;
  if (type !== 'array' || !schema.items) return [];
  return extrasFor([], schema.items).map((item) => ({ label: `[${item.label}]`, value: [item.value] }));
}

/** A value as query text; a lone surrogate cannot be percent-encoded and arrives as U+FFFD. */
const textOf = (item: Hostile) =>
  (item.raw ?? (typeof item.value === 'string' ? item.value : JSON.stringify(item.value ?? null))).replace(
    /\p{Cs}/gu,
    '\uFFFD',
  );

/** One hostile request and whether the endpoint's schema obliges the server to refuse it. */
export interface Case {
  label: string;
  call: Call;
  mustRefuse: boolean;
}

/** A rotating position in the general corpus, so that every value gets its turn across fields. */
class Rotation {
  private offset = 0;
  next(count: number): Hostile[] {
    this.offset += count;
    return sample(VALUES, count, this.offset);
  }
}

/** Each field of the body in turn replaced by hostile values. */
function bodyFieldCases(base: Call, body: JsonSchema, rotation: Rotation): Case[] {
  const headers = { 'content-type': 'application/json' };
  return fieldsOf(body).flatMap((field) =>
    [...rotation.next(PER_FIELD), ...extrasFor(field.path, field.schema)].map((item) => {
      const { json, forOracle } = withValue(base.payload, field.path, item);
      return {
        label: `${field.path.join('.')} = ${item.label}`,
        call: { ...base, payload: json, headers },
        // The schema cannot say a geometry must lie in Lower Austria; the shared schema's refinement does.
        mustRefuse: GEOMETRIES.includes(item) || violates(body, forOracle),
      };
    }),
  );
}

/** Whole bodies in place of the valid one. */
function wholeBodyCases(base: Call, body: JsonSchema | undefined): Case[] {
  return BODIES.map((item) => ({
    label: `body ${item.label}`,
    call: { ...base, payload: item.raw, headers: { 'content-type': item.contentType ?? 'application/json' } },
    mustRefuse:
      item.mustRefuse === true ||
      (body !== undefined && (item.mustRefuse === 'withSchema' || violates(body, parsedForOracle(item)))),
  }));
}

/** Each query parameter in turn replaced by hostile text, raw escapes, or given twice. */
function queryCases(base: Call, query: Record<string, JsonSchema>, rotation: Rotation): Case[] {
  const [path = '', search = ''] = base.url.split('?');
  return Object.entries(query).flatMap(([name, schema]) => {
    const others = new URLSearchParams(search);
    others.delete(name);
    const url = (encoded: string) => `${path}?${[others.toString(), `${name}=${encoded}`].filter(Boolean).join('&')}`;
    const numeric = schema.type === 'number' || schema.type === 'integer';
    const texts = [
      ...rotation.next(PER_FIELD + 2),
      ...(numeric ? NUMBERS : []),
      ...(schema.format === 'date' ? DATES : []),
    ];
    return [
      ...texts.map((item) => ({
        label: `?${name} = ${item.label}`,
        call: { ...base, url: url(encodeURIComponent(textOf(item))) },
        mustRefuse: queryViolates(schema, textOf(item)),
      })),
      ...RAW_QUERY.map((item) => ({
        label: `?${name} = ${item.label}`,
        call: { ...base, url: url(String(item.value)) },
        mustRefuse: item.label === 'NUL byte',
      })),
      { label: `?${name} twice`, call: { ...base, url: `${url('a')}&${name}=b` }, mustRefuse: true },
    ];
  });
}

/** Path parameters that are tile coordinates (z/x/y of a vector tile), where 0 is a tile, not a missing id. */
const TILE_COORDINATES = new Set([':z', ':x', ':y', ':y.mvt']);

/** Each path parameter in turn replaced by a hostile segment. */
function paramCases(endpoint: Endpoint, base: Call): Case[] {
  const [path = '', search] = base.url.split('?');
  const segments = path.split('/');
  return endpoint.path.split('/').flatMap((segment, i) =>
    segment.startsWith(':')
      ? PARAMS.map((item) => ({
          label: `${segment} = ${item.label}`,
          call: {
            ...base,
            url: `${segments.map((s, j) => (j === i ? item.value : s)).join('/')}${search ? `?${search}` : ''}`,
          },
          mustRefuse: !item.legit && !(TILE_COORDINATES.has(segment) && item.value === '0'),
        }))
      : [],
  );
}

/** The hostile variants of a valid call: each body field, whole bodies, each query value and parameter. */
export function casesFor(endpoint: Endpoint, base: Call, input: EndpointInput): Case[] {
  const rotation = new Rotation();
  const json = !base.upload;
  const hasObjectBody = input.body && json && base.payload !== null && typeof base.payload === 'object';
  return [
    ...(hasObjectBody && input.body ? bodyFieldCases(base, input.body, rotation) : []),
    ...(['POST', 'PUT', 'PATCH'].includes(endpoint.method) && json ? wholeBodyCases(base, input.body) : []),
    ...queryCases(base, input.query, rotation),
    ...paramCases(endpoint, base),
  ];
}
