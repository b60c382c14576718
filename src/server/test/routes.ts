import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint the app serves: a method and the path pattern it was registered with. */
export interface Endpoint {
  method: Method;
  /** As registered, e.g. /api/objekt/:objektId or /bilder/*. */
  path: string;
}

/** 'PUT /api/objekt/:objektId': how tables of endpoints name one. */
export const endpointKey = (e: Endpoint) => `${e.method} ${e.path}`;

/**
 * Every endpoint the app serves (HEAD and OPTIONS aside), read from Fastify's route tree, so a test built
 * on it covers a route the day it is added. Each line of the tree is a path fragment indented four
 * characters per level below its parent, followed by its methods where a route ends. The default
 * (common prefix) tree is read: the flat one loses the prefix of wildcard routes such as /bilder/*.
 */
export function endpoints(app: FastifyInstance): Endpoint[] {
  const stack: string[] = [];
  const found: Endpoint[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const match = /^(\S+)(?: \(([A-Z, ]+)\))?/.exec(line.slice(branch + 4));
    if (!match?.[1]) continue;
    stack.length = branch / 4;
    stack.push(match[1]);
    if (!match[2]) continue;
    const path = stack.join('');
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method: method as Method, path });
    }
  }
  return found;
}

/** A JSON schema as the OpenAPI document carries it (OpenAPI 3.0 flavour: `nullable`, boolean exclusive bounds). */
export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

/** What an endpoint accepts, as published in the OpenAPI document built from the shared Zod schemas. */
export interface EndpointInput {
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema: JsonSchema }[];
}

/** The published input schema of an endpoint, or undefined when it is not in the API documentation. */
export function endpointInput(app: FastifyInstance, endpoint: Endpoint): EndpointInput | undefined {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const openApiPath = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
  const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
  if (!operation) return undefined;
  const parameters = (where: string) =>
    Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]));
  return {
    body: operation.requestBody?.content?.['application/json']?.schema,
    query: parameters('query'),
    params: parameters('path'),
  };
}

/**
 * The query parameters of a GET endpoint as GET /api/docs/json publishes them, each with its type
 * ('integer', 'string', 'number[]' for a comma-separated list of numbers …).
 */
export async function publishedQueryTypes(
  app: FastifyInstance,
  path: string,
): Promise<Record<string, string | undefined>> {
  const document = (await app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, { get: Operation }>;
  }>();
  const typeOf = (schema: JsonSchema) => (schema.type === 'array' ? `${schema.items?.type}[]` : schema.type);
  return Object.fromEntries(
    (document.paths[path]?.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, typeOf(p.schema)]),
  );
}

/**
 * The queries among `bad` that GET `path` does not refuse as an invalid request (400, invalidRequest);
 * `get` sends a request as the caller (an administrator's agent for an admin route).
 */
export async function notRefused(
  get: (url: string) => Promise<{ statusCode: number; json: () => { error?: { code?: string } } }>,
  path: string,
  bad: readonly string[],
): Promise<string[]> {
  const accepted: string[] = [];
  for (const query of bad) {
    const res = await get(`${path}?${query}`);
    if (res.statusCode !== 400 || res.json().error?.code !== 'invalidRequest') accepted.push(query);
  }
  return accepted;
}
