import { z } from 'zod';
import { csrfHeader, staffSessionCookie } from './admin-permissions.ts';
import type { EndpointContract } from './endpoint.ts';
import { errorResponseSchema } from './store-query.ts';

type JsonSchema = Record<string, unknown>;

interface ConvertedSchemas {
  readonly components: Record<string, JsonSchema>;
}

/**
 * Converts a zod schema to a JSON Schema (2020-12, which OpenAPI 3.1 uses). Named schemas
 * (`.meta({id})`) land in components and are referenced from there.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', converted: ConvertedSchemas): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const { $schema: _schema, $defs, ...rest } = json;
  if ($defs && typeof $defs === 'object') {
    for (const [name, definition] of Object.entries($defs as Record<string, JsonSchema>)) {
      converted.components[name] = rewriteRefs(definition) as JsonSchema;
    }
  }
  return rewriteRefs(rest) as JsonSchema;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    result[key] =
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/$defs/', '#/components/schemas/')
        : rewriteRefs(inner);
  }
  return result;
}

/** A parameter is required when the call cannot do without it in any of its forms. */
function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

function queryParameters(forms: readonly z.ZodObject[], converted: ConvertedSchemas): JsonSchema[] {
  const names = [...new Set(forms.flatMap((form) => Object.keys(form.shape)))];
  return names.map((name) => {
    const inForms = forms.map((form) => form.shape[name] as z.ZodType | undefined);
    const first = inForms.find((schema) => schema !== undefined);
    const required = inForms.every((schema) => schema !== undefined && isRequired(schema));
    return {
      name,
      in: 'query',
      required,
      schema: first ? toSchema(first, 'input', converted) : {},
      ...(first?.description ? { description: first.description } : {}),
    };
  });
}

function pathParameters(params: z.ZodObject | undefined, converted: ConvertedSchemas): JsonSchema[] {
  if (!params) return [];
  return Object.entries(params.shape).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: toSchema(schema as z.ZodType, 'input', converted),
  }));
}

const statusTexts: Readonly<Record<number, string>> = {
  400: 'Bad input: a missing or mismatched locale/sid pair, or an invalid parameter or body.',
  401: 'Not signed in, or the credentials are wrong.',
  403: 'Signed in, but the role may not make this call, or the CSRF token is missing.',
  404: 'Not found.',
  409: 'The state does not allow it (a transition outside the lifecycle), or it changed meanwhile.',
  413: 'The body is larger than the call accepts.',
  429: 'Too many requests.',
};

function operation(endpoint: EndpointContract, converted: ConvertedSchemas): JsonSchema {
  const errorSchema = toSchema(errorResponseSchema, 'output', converted);
  const success = () => ({
    description: endpoint.summary,
    content: {
      [endpoint.responseContentType ?? 'application/json']: {
        schema: toSchema(endpoint.response, 'output', converted),
      },
    },
    ...(endpoint.responseHeaders
      ? {
          headers: Object.fromEntries(
            Object.entries(endpoint.responseHeaders).map(([name, description]) => [
              name,
              { description, schema: { type: 'integer' } },
            ]),
          ),
        }
      : {}),
  });
  const responses: Record<string, unknown> = {
    [String(endpoint.status ?? 200)]: success(),
    ...Object.fromEntries((endpoint.alsoStatus ?? []).map((status) => [String(status), success()])),
  };
  for (const status of endpoint.errors) {
    responses[String(status)] = {
      description: statusTexts[status] ?? 'Error.',
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  return {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    description: `${endpoint.description}\n\n${endpoint.origin === 'spec-7' ? 'Spec section 7.' : 'Not shown in the spec: designed by the shop.'}${accessText(endpoint)}`,
    tags: [endpoint.tag],
    ...security(endpoint),
    parameters: [
      ...pathParameters(endpoint.params, converted),
      ...queryParameters(endpoint.query ?? [], converted),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(endpoint.body, 'input', converted) } },
          },
        }
      : {}),
    responses,
  };
}

/** Back-office calls: the staff session cookie, and the CSRF header on writes. */
function security(endpoint: EndpointContract): JsonSchema {
  if (!endpoint.access) return {};
  if (endpoint.access === 'anyone') return { security: [] };
  return {
    security: [endpoint.method === 'GET' ? { staffSession: [] } : { staffSession: [], csrfToken: [] }],
  };
}

function accessText(endpoint: EndpointContract): string {
  if (!endpoint.access || endpoint.access === 'anyone') return '';
  return ` Staff roles allowed: ${endpoint.access.join(', ')}.`;
}

const securitySchemes = {
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: staffSessionCookie,
    description: 'The back-office session, set by POST /api/admin/auth/login (HttpOnly, SameSite=Strict).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: csrfHeader,
    description:
      "The session's CSRF token (csrf_token of the login or session answer), required on every write.",
  },
};

function operationId(endpoint: EndpointContract): string {
  const words = endpoint.path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) =>
      segment.replace(/[{}]/g, '').replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase()),
    );
  return [
    endpoint.method.toLowerCase(),
    ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
  ].join('');
}

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description: string;
}

/** The OpenAPI 3.1 document of the given calls. */
export function buildOpenApiDocument(endpoints: readonly EndpointContract[], info: OpenApiInfo): JsonSchema {
  const converted: ConvertedSchemas = { components: {} };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operation(endpoint, converted);
    paths[endpoint.path] = item;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: converted.components,
      ...(endpoints.some((endpoint) => endpoint.access) ? { securitySchemes } : {}),
    },
  };
}
