import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  seedBestsellers,
  seedCalendar,
  seedDeals,
  seedMerchandisingFlags,
  seedPages,
  seedSearchTriggers,
  seedUpsellOffers,
  seedWidgets,
} from './catalog-content.seed.ts';
import { ProductWriter } from './catalog-products.seed.ts';
import { seedReference } from './catalog-reference.seed.ts';
import { planCatalog } from './product-plans.seed.ts';
import { seedStoreReviews } from './reviews.seed.ts';

export interface CatalogSeedOptions {
  /** Top-level products (variations come on top). */
  readonly products: number;
  /** The seed's "now": deals, presale dates and the calendar year are placed around it. */
  readonly now: Date;
  readonly progress: (message: string) => void;
}

/** Children before parents, so that foreign keys never stop a re-seed. */
const catalogTables = [
  'calendar_doors',
  'deals',
  'upsell_offers',
  // Related products staff picked (migration 0024).
  'product_related',
  'product_set_items',
  'vehicle_fitments',
  'cable_plugs',
  'product_tags',
  'product_models',
  'product_categories',
  'product_images',
  // Uploaded photos' renditions (migration 0019): a re-seed leaves no image of a product it removed.
  'image_files',
  'product_prices',
  'product_texts',
  'products',
  'tag_texts',
  'tags',
  'plug_type_texts',
  'plug_types',
  'vehicles',
  'phone_models',
  'category_texts',
  'categories',
  'brand_texts',
  'brands',
  'store_reviews',
  'widgets',
  'content_pages',
  'search_triggers',
  'merchandising_flags',
] as const satisfies readonly (keyof Database)[];

/** The demo catalog: reference data, products in chunks, then what links to the products. */
export async function seedCatalog(db: Kysely<Database>, options: CatalogSeedOptions): Promise<void> {
  const { progress, now } = options;
  for (const table of catalogTables) await db.deleteFrom(table).execute();

  const plan = planCatalog(options.products, now);
  const reference = await seedReference(db, plan.models);
  progress(`catalog: ${plan.models.length} phone models, brands, categories, tags, plugs, vehicles`);

  const writer = new ProductWriter(db, reference, now);
  let lastReported = 0;
  for (const chunk of plan.chunks) {
    await writer.write(chunk);
    const written = writer.summaries.length;
    if (written - lastReported >= 5000 || written === options.products) {
      progress(`catalog: ${written} of ${options.products} products`);
      lastReported = written;
    }
  }

  await seedUpsellOffers(db, writer.summaries);
  await seedBestsellers(db, writer.summaries, reference.tagIds.get('bestseller'));
  await seedDeals(db, writer.summaries, now);
  await seedCalendar(db, writer.summaries, now);
  await seedWidgets(db, reference);
  await seedStoreReviews(db, now);
  await seedPages(db, now);
  await seedSearchTriggers(db, reference);
  await seedMerchandisingFlags(db);
  progress('catalog: upsell offers, deals, calendar, widgets, reviews, pages, search triggers, flags');
}
