import { computeGs1CheckDigit } from '@shop/domain/gtin';
import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import type { Insertable, Kysely } from 'kysely';
import type { CatalogTables } from '../../db/catalog.schema.ts';
import type { Database } from '../../db/schema.ts';
import { insertBatched } from '../insert-batched.ts';
import type { CatalogReference } from './catalog-reference.seed.ts';
import type { ProductPlan } from './plan-helpers.seed.ts';
import { type PriceRow, priceRows } from './pricing.seed.ts';
import { slugify } from './slugify.ts';

/**
 * A demo EAN-13 for each sellable item (a Standard product or a variation): a made-up Swedish
 * company prefix, the product id and its GS1 check digit. A Variant's parent, a SET and a gift card
 * have none (they are no single traded item); a shop replaces these with its suppliers' numbers.
 */
function demoGtinOf(plan: ProductPlan): string | null {
  if (plan.type !== 1) return null;
  const body = `7350099${String(plan.id).padStart(5, '0')}`;
  return `${body}${computeGs1CheckDigit(body)}`;
}

type Rows<Table extends keyof CatalogTables> = Insertable<CatalogTables[Table]>[];

/** A top-level product as later seed steps need it: upsell offers, deals, calendar doors. */
export interface ProductSummary {
  readonly id: number;
  readonly kind: string;
  readonly line: string;
  readonly modelId: number | undefined;
  readonly popularity: number;
  readonly inStock: boolean;
  readonly campaignPercent: number | null;
  readonly names: Readonly<Record<LocaleCode, string>>;
  readonly slugs: Readonly<Record<LocaleCode, string>>;
}

/** Writes products chunk by chunk, remembering only small summaries. */
export class ProductWriter {
  readonly summaries: ProductSummary[] = [];
  private readonly usedSlugs = new Map<LocaleCode, Set<string>>(
    localeCodes.map((locale) => [locale, new Set()]),
  );
  private nextImageId = 1;
  private readonly db: Kysely<Database>;
  private readonly reference: CatalogReference;
  private readonly now: Date;

  constructor(db: Kysely<Database>, reference: CatalogReference, now: Date) {
    this.db = db;
    this.reference = reference;
    this.now = now;
  }

  async write(chunk: readonly ProductPlan[]): Promise<void> {
    const rows = {
      products: [] as Rows<'products'>,
      texts: [] as Rows<'product_texts'>,
      prices: [] as PriceRow[],
      images: [] as Rows<'product_images'>,
      categories: [] as Rows<'product_categories'>,
      models: [] as Rows<'product_models'>,
      tags: [] as Rows<'product_tags'>,
      cables: [] as Rows<'cable_plugs'>,
      fitments: [] as Rows<'vehicle_fitments'>,
      sets: [] as Rows<'product_set_items'>,
    };
    for (const plan of chunk) {
      const slugs = this.addProduct(plan, rows);
      for (const variation of plan.variations) this.addProduct(variation, rows);
      this.summaries.push({
        id: plan.id,
        kind: plan.kind,
        line: plan.line,
        modelId: plan.phoneModelIds.length === 1 ? plan.phoneModelIds[0] : undefined,
        popularity: plan.popularity,
        inStock: plan.stockStatus === 'in-stock',
        campaignPercent: plan.price.campaignPercent,
        names: plan.names,
        slugs,
      });
    }
    await insertBatched(this.db, 'products', rows.products);
    await insertBatched(this.db, 'product_texts', rows.texts);
    await insertBatched(this.db, 'product_prices', rows.prices);
    await insertBatched(this.db, 'product_images', rows.images);
    await insertBatched(this.db, 'product_categories', rows.categories);
    await insertBatched(this.db, 'product_models', rows.models);
    await insertBatched(this.db, 'product_tags', rows.tags);
    await insertBatched(this.db, 'cable_plugs', rows.cables);
    await insertBatched(this.db, 'vehicle_fitments', rows.fitments);
    await insertBatched(this.db, 'product_set_items', rows.sets);
  }

  private addProduct(
    plan: ProductPlan,
    rows: {
      products: Rows<'products'>;
      texts: Rows<'product_texts'>;
      prices: PriceRow[];
      images: Rows<'product_images'>;
      categories: Rows<'product_categories'>;
      models: Rows<'product_models'>;
      tags: Rows<'product_tags'>;
      cables: Rows<'cable_plugs'>;
      fitments: Rows<'vehicle_fitments'>;
      sets: Rows<'product_set_items'>;
    },
  ): Record<LocaleCode, string> {
    const isVariation = plan.parentId !== null;
    const categoryCodes = this.categoryCodesOf(plan);
    const primary = plan.categoryCodes[0];
    rows.products.push({
      id: plan.id,
      parent_id: plan.parentId,
      type: plan.type,
      sku: plan.sku,
      main_sku: plan.mainSku,
      kind: plan.kind,
      brand_id: this.reference.brandIds.get(plan.brandCode) ?? null,
      group_id: plan.groupId,
      discount_category: plan.discountCategory,
      vat_class: plan.vatClass,
      color: plan.color,
      stock: plan.stock,
      stock_status: plan.stockStatus,
      estimated_at: plan.estimatedAt,
      is_new: plan.isNew ? 1 : 0,
      rating: plan.rating,
      popularity: plan.popularity,
      recent_views: Math.round(plan.popularity / 40) % 60,
      bought_today: Math.round(plan.popularity / 300) % 25,
      attributes: JSON.stringify(plan.attributes),
      primary_category_id: primary ? (this.reference.categoryIds.get(primary) ?? null) : null,
      created_at: new Date(this.now.getTime() - (plan.id % 720) * 86_400_000).toISOString(),
      gtin: demoGtinOf(plan),
    });
    const slugs = {} as Record<LocaleCode, string>;
    for (const locale of localeCodes) {
      slugs[locale] = this.uniqueSlug(locale, plan.names[locale], plan.sku);
      rows.texts.push({
        product_id: plan.id,
        locale,
        name: plan.names[locale],
        prefix: plan.prefix?.[locale] ?? null,
        slug: slugs[locale],
        description: plan.descriptions[locale],
        specifications: JSON.stringify(plan.specs.map(([name, value]) => ({ name: name[locale], value }))),
      });
    }
    if (plan.fixedAmounts) {
      for (const locale of localeCodes) {
        rows.prices.push({
          product_id: plan.id,
          store_id: storeIds[locale],
          list: 'n',
          quantity: 1,
          price: plan.fixedAmounts[locale] * 100,
          original_price: null,
          discount_percent: null,
        });
      }
    } else {
      rows.prices.push(...priceRows(plan.id, plan.price));
    }
    const views: [number, number, string, number][] = isVariation
      ? [
          [3, 0, 'front', 400],
          [4, 1, 'front', 1200],
        ]
      : [
          [3, 0, 'front', 400],
          [4, 1, 'front', 1200],
          [4, 2, 'back', 1200],
          [1, 3, 'front', 2400],
        ];
    for (const [type, sort, view, size] of views) {
      rows.images.push({
        id: this.nextImageId++,
        product_id: plan.id,
        image_type: type,
        sort_order: sort,
        width: size,
        height: size,
        view,
      });
    }
    if (isVariation) return slugs;

    for (const code of categoryCodes) {
      const categoryId = this.reference.categoryIds.get(code);
      if (categoryId !== undefined) rows.categories.push({ product_id: plan.id, category_id: categoryId });
    }
    for (const modelId of plan.phoneModelIds)
      rows.models.push({ product_id: plan.id, phone_model_id: modelId });
    for (const tag of new Set(plan.tags)) {
      const tagId = this.reference.tagIds.get(tag);
      if (tagId !== undefined) rows.tags.push({ product_id: plan.id, tag_id: tagId });
    }
    if (plan.plugs) {
      rows.cables.push({
        product_id: plan.id,
        plug_a: plan.plugs[0],
        plug_b: plan.plugs[1],
        length_cm: plan.plugs[2],
      });
    }
    if (plan.fitment) {
      rows.fitments.push({
        product_id: plan.id,
        make: plan.fitment.make,
        model: plan.fitment.model,
        year_from: plan.fitment.from,
        year_to: plan.fitment.to,
      });
    }
    for (const [itemId, quantity] of plan.setItems ?? []) {
      rows.sets.push({ set_product_id: plan.id, item_product_id: itemId, quantity });
    }
    return slugs;
  }

  /** The product's categories with all their ancestors, plus campaign and news where they apply. */
  private categoryCodesOf(plan: ProductPlan): string[] {
    const codes = new Set<string>();
    for (const code of plan.categoryCodes) {
      for (const ancestor of this.reference.categoryAncestors.get(code) ?? [code]) codes.add(ancestor);
    }
    if (plan.price.campaignPercent !== null) codes.add('campaign');
    if (plan.isNew) codes.add('news');
    return [...codes];
  }

  private uniqueSlug(locale: LocaleCode, name: string, sku: string): string {
    const used = this.usedSlugs.get(locale) ?? new Set<string>();
    let slug = slugify(name);
    if (used.has(slug)) slug = `${slug}-${slugify(sku)}`;
    used.add(slug);
    return slug;
  }
}
