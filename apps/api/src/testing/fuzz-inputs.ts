import type { EndpointContract } from '@shop/contracts/endpoint';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import fc from 'fast-check';
import { z } from 'zod';

/*
 * Issue 22, point 6: inputs for the API fuzz test (routes/api-fuzz.test.ts), what schemathesis
 * would send. Values are drawn from each call's contract (its zod schemas, as JSON Schema) and mixed
 * with hostile ones: NUL and other control characters, 10,000-character strings, emoji, RTL marks
 * and lone surrogates, numbers past 32 and 53 bits, wrong types, missing and extra fields.
 */

interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonSchema | boolean;
  readonly items?: JsonSchema;
  readonly prefixItems?: readonly JsonSchema[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
}

const longText = 'x'.repeat(10_000);

/** Strings no field of the shop should choke on. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\b\u001b[31m\u007f',
  '\r\n\t',
  longText,
  '😀'.repeat(500),
  '\u202Eevil\u202C',
  'עברית',
  '\uD800',
  'a\uDFFFb',
  '\uFEFF',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  'true',
  'null',
];

const hostileNumbers: readonly number[] = [
  -1,
  0,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  1e-308,
];

/** A value of any kind but the expected one: arrays for objects, objects for strings. */
const wrongTypes: readonly unknown[] = [null, true, [], {}, [1, 'a'], { a: { b: [] } }, ['\u0000']];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
  { arbitrary: fc.constantFrom(...hostileNumbers), weight: 2 },
  { arbitrary: fc.constantFrom(...wrongTypes), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
);

/** How often a value is hostile: never (a valid-looking request), or now and then. */
type Hostility = 'none' | 'some';

/** Real values of the test database by field name (sku, code, email): requests that reach past a lookup. */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

interface Walk {
  readonly defs: Readonly<Record<string, JsonSchema>>;
  readonly known: KnownValues;
  readonly hostility: Hostility;
  readonly depth: number;
}

function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined ? -Number.MAX_SAFE_INTEGER : schema.exclusiveMinimum + step);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : schema.exclusiveMaximum - step);
  return {
    min: Math.max(min, -Number.MAX_SAFE_INTEGER),
    max: Math.min(max, Number.MAX_SAFE_INTEGER),
  };
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern !== undefined) {
    const matching = stringsMatching(schema.pattern);
    if (matching) return matching.filter((text) => text.length <= (schema.maxLength ?? 200));
  }
  return fc.string({ minLength, maxLength });
}

/**
 * Strings a pattern accepts, or null for a pattern fast-check cannot generate from (a lookahead,
 * as in "a single /, not //"): such a field gets any string, which the API refuses with a 400.
 */
function stringsMatching(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function validValue(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = walk.defs[name];
    if (target === undefined || walk.depth > 4) return fc.constant(null);
    return schemaValue(target, { ...walk, depth: walk.depth + 1 });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) return fc.oneof(...alternatives.map((inner) => schemaValue(inner, walk)));
  if (schema.allOf?.[0] !== undefined) return schemaValue(schema.allOf[0], walk);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type: string) => schemaValue({ ...schema, type }, walk)));
  }
  switch (schema.type) {
    case 'string':
      return stringValue(schema);
    case 'integer': {
      const { min, max } = numberBounds(schema, true);
      const small = fc.integer({
        min: Math.max(min, -3),
        max: Math.max(Math.min(max, 12), Math.max(min, -3)),
      });
      return fc.oneof(small, fc.integer({ min, max }));
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? schemaValue(schema.items, walk) : fc.jsonValue({ maxDepth: 1 });
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object':
      return objectValue(schema, walk);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, inner] of Object.entries(properties)) {
    const known = walk.known[key] ?? [];
    shape[key] =
      known.length > 0
        ? fc.oneof(fc.constantFrom(...known), schemaValue(inner, walk))
        : schemaValue(inner, walk);
  }
  const required = (schema.required ?? []).filter((key) => key in shape);
  const complete = fc.record(shape, { requiredKeys: required });
  if (walk.hostility === 'none') return complete;
  const extraKeys = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'extra', '\u0000', longText),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc.oneof(
    { arbitrary: complete, weight: 6 },
    // Missing fields: any of them, required or not.
    { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 },
    // Extra fields.
    {
      arbitrary: fc.tuple(complete, extraKeys).map(([value, extra]) => ({ ...(value as object), ...extra })),
      weight: 1,
    },
  );
}

function schemaValue(schema: JsonSchema, walk: Walk): fc.Arbitrary<unknown> {
  const valid = validValue(schema, walk);
  if (walk.hostility === 'none') return valid;
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostileValue, weight: 1 });
}

/** Values of a zod schema: valid-looking ones, and ones with hostile parts. */
export function fuzzValue(schema: z.ZodType, known: KnownValues = {}): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defs = json.$defs ?? {};
  return fc.oneof(
    { arbitrary: schemaValue(json, { defs, known, hostility: 'none', depth: 0 }), weight: 1 },
    { arbitrary: schemaValue(json, { defs, known, hostility: 'some', depth: 0 }), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** Path parameters as an attacker types them: raw, not encoded. */
const hostilePathSegments: readonly string[] = [
  '%00',
  'a%00b',
  '..%2f..%2fetc%2fpasswd',
  '..',
  '%2e%2e',
  'x'.repeat(5000),
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1e308',
  'NaN',
  '%F0%9F%98%80',
  '%ff%fe',
  '%ED%A0%80',
  '%',
  '%E2%80%AE',
  '%0a%0d',
  'null',
  ' ',
];

/** The value of one path parameter: known good ones, drawn from the contract, or hostile. */
export function pathSegment(schema: z.ZodType, known: readonly string[]): fc.Arbitrary<string> {
  const drawn = fuzzValue(schema).map((value) =>
    encodeURIComponent((typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).toWellFormed()),
  );
  return fc.oneof(
    ...(known.length > 0 ? [{ arbitrary: fc.constantFrom(...known), weight: 2 }] : []),
    { arbitrary: drawn, weight: 3 },
    { arbitrary: fc.constantFrom(...hostilePathSegments), weight: 2 },
  );
}

const locales = Object.keys(storeIds) as LocaleCode[];

/** Most requests name a real store (a locale and its sid), so they get past the store check. */
const storePair = fc.constantFrom(...locales).map((locale) => ({ locale, sid: storeIds[locale] }));

/** A query string from a generated object: arrays repeat the key, objects go as JSON. */
export function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  }
  const search = new URLSearchParams();
  for (const [key, inner] of Object.entries(value)) {
    const items: unknown[] = Array.isArray(inner) ? inner : [inner];
    for (const item of items) {
      if (item === undefined) continue;
      search.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
    }
  }
  return search.toString();
}

const rawQueries: readonly string[] = [
  'locale=sv&sid=1&locale=no',
  'locale=sv&sid=1&%00=%00',
  'locale=sv&sid=%ff',
  'locale=%E2%80%AE&sid=1',
  'locale=sv&sid=1&a[b][c]=1',
  `locale=sv&sid=1&path=${'a/'.repeat(2000)}`,
  'sid=99999999999999999999&locale=sv',
  '',
];

/** The query string of a call: one of its forms, mostly with a real store. */
export function queryOf(endpoint: EndpointContract, known: KnownValues = {}): fc.Arbitrary<string> {
  const forms = endpoint.query ?? [];
  if (forms.length === 0) {
    return fc.oneof(fc.constant(''), fc.constantFrom(...rawQueries));
  }
  const drawn = fc
    .tuple(fc.constantFrom(...forms), storePair, fc.integer({ min: 0, max: 9 }))
    .chain(([form, store, dice]) =>
      fuzzValue(form, known).map((value) =>
        // Nine in ten keep the store right, so the rest of the query is what is tested.
        dice < 9 && value !== null && typeof value === 'object' && !Array.isArray(value)
          ? queryString({ ...value, ...store })
          : queryString(value),
      ),
    );
  return fc.oneof({ arbitrary: drawn, weight: 9 }, { arbitrary: fc.constantFrom(...rawQueries), weight: 1 });
}

export interface FuzzBody {
  readonly text: string;
  readonly contentType: string;
}

const malformedBodies: readonly FuzzBody[] = [
  { text: '{', contentType: 'application/json' },
  { text: '{"a":', contentType: 'application/json' },
  { text: '"\\u0000"', contentType: 'application/json' },
  { text: '{"a":"\\ud800"}', contentType: 'application/json' },
  { text: '[]', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '1e309', contentType: 'application/json' },
  { text: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { text: 'plain text', contentType: 'text/plain' },
  { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { text: '<x/>', contentType: 'application/xml' },
  { text: '{}', contentType: 'application/json; charset=latin1' },
  { text: '', contentType: 'application/json' },
];

/** The body of a call: JSON drawn from its contract, now and then malformed or of another type. */
export function bodyOf(
  endpoint: EndpointContract,
  known: KnownValues = {},
): fc.Arbitrary<FuzzBody | undefined> {
  if (endpoint.method === 'GET') return fc.constant(undefined);
  const schema = endpoint.body ?? z.object({});
  const json = fuzzValue(schema, known).map(
    (value): FuzzBody => ({ text: JSON.stringify(value) ?? 'null', contentType: 'application/json' }),
  );
  return fc.oneof(
    { arbitrary: json, weight: 10 },
    { arbitrary: fc.constantFrom(...malformedBodies), weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}
