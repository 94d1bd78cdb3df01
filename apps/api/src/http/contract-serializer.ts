import build, { type Schema as JsonSchema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A JSON serializer compiled once from a response contract (fast-json-stringify). It writes the
 * contract's fields in the contract's order, and nothing else, faster than JSON.stringify walks
 * an object it knows nothing about. For answers sent thousands of times a second (a priced cart).
 */
export function contractSerializer<Schema extends z.ZodType>(
  schema: Schema,
): (value: z.output<Schema>) => string {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
  return build(json as JsonSchema);
}
