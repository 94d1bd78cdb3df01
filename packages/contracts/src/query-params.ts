import { z } from 'zod';

/**
 * Query-string building blocks. A query value always arrives as text; these schemas accept the
 * text forms and give the storefront typed values.
 */

/** A yes/no flag: true, false, 1 or 0 (main_menu=true, in_stock=1). */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { message: 'must be true, false, 1 or 0' })])
  .transform((value) => value === true || value === 'true' || value === '1');

/** A whole number within bounds, given as text in the query. */
export function queryInt(min: number, max: number, name: string) {
  return z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);
}

/** A positive id in a path or query. */
export function idParam(name: string) {
  return queryInt(1, 2_147_483_647, name);
}

/** A slug: lower-case letters, digits and dashes, as the catalog writes them. */
export const slugParam = z
  .string()
  .trim()
  .min(1, 'slug must not be empty')
  .max(200, 'slug must be at most 200 characters')
  .regex(/^[\p{Ll}\p{N}-]+$/u, 'slug must be lower-case letters, digits and dashes');

/** Spec 7: "nc" is accepted by every catalog list call; a true value skips the server's catalog cache. */
export const noCacheParam = queryFlag
  .optional()
  .describe('No cache: a true value bypasses the catalog cache.');
