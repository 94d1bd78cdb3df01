import { z } from 'zod';

/**
 * An id of a row of the shop: a positive 32-bit integer, what both databases store ids as. A
 * larger one names nothing, and PostgreSQL would refuse it in a query (22003).
 */
export const databaseIdSchema = z
  .number()
  .int('must be a whole number')
  .positive('must be an id')
  .max(2_147_483_647, 'is not an id of the shop');
