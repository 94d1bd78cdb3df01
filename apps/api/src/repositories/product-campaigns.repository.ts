import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Spec 3, Prices: the campaign list `c` is there only during a campaign. A price row passes when
 * it is not a campaign row, or its store's campaign window (product_campaigns, migration 0017)
 * holds `now`; a campaign without a window row always runs (the seeded ones).
 */
export function isRunningPriceRow(
  eb: ExpressionBuilder<Database, 'product_prices'>,
  storeId: number,
  now: Date,
): ExpressionWrapper<Database, 'product_prices', SqlBool> {
  const at = now.toISOString();
  return eb.or([
    eb('product_prices.list', '!=', 'c'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('product_campaigns as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'product_prices.product_id')
          .where('pc.store_id', '=', storeId)
          .where((window) => window.or([window('pc.starts_at', '>', at), window('pc.ends_at', '<=', at)])),
      ),
    ),
  ]);
}
