import type { StoreReviewsResponse } from '@shop/contracts/store-reviews';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import { z } from 'zod';
import { type CatalogContext, cachedRead } from '../catalog/catalog-context.ts';
import { notFound } from '../errors.ts';
import { findWidget } from '../repositories/content.repository.ts';
import { findNewestStoreReviews, sumStoreRatings } from '../repositories/store-reviews.repository.ts';
import { readStorefrontSettings } from '../settings/storefront-settings.ts';

/** The widget row that switches a store's review widget on, and what it holds. */
export const reviewWidgetSlug = 'review-widget';
const reviewWidgetDataSchema = z.object({ shown: z.number().int().min(1).max(20) });

/** The mean of `count` ratings summing to `total`, to one decimal (4.65 shows as 4.7). */
export function averageRating(total: number, count: number): number {
  return Math.round((total * 10) / count) / 10;
}

/**
 * Spec 1: the customer-review widget, only where the store has it configured (a published
 * review-widget row) and switched on by the owner; a store without one, or without a single
 * review, answers 404.
 */
export async function getStoreReviews(
  context: CatalogContext,
  locale: LocaleCode,
  noCache?: boolean,
): Promise<StoreReviewsResponse> {
  const answer = await cachedRead(context, `store-reviews:${locale}`, noCache, async () => {
    const storeId = storeIds[locale];
    // The owner's switch (docs/decisions/025): off hides a configured widget.
    const { review_widget } = await readStorefrontSettings(context.db, locale);
    if (!review_widget.enabled) return null;
    const widget = await findWidget(context.db, storeId, reviewWidgetSlug);
    if (widget?.status !== 'published' || widget.hidden === 1) return null;
    const settings = reviewWidgetDataSchema.safeParse(widget.data ? JSON.parse(widget.data) : {});
    const shown = settings.success ? settings.data.shown : 6;
    const [{ count, total }, reviews] = await Promise.all([
      sumStoreRatings(context.db, storeId),
      findNewestStoreReviews(context.db, storeId, shown),
    ]);
    if (count === 0) return null;
    return { average: averageRating(total, count), count, reviews };
  });
  if (!answer) throw notFound(`Store ${locale} has no review widget`);
  return answer;
}
