import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { buildPath } from '@shop/domain/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertBatched } from '../insert-batched.ts';
import { plugTypeSeeds, vehicleSeeds } from './accessories.seed.ts';
import { brandDescriptions, brandSeeds } from './brands.seed.ts';
import { type CategorySeed, categoryDescription, categorySeeds } from './categories.seed.ts';
import type { PhoneModelPlan } from './plan-helpers.seed.ts';
import { tagSeeds } from './tags.seed.ts';

/** What the product writer needs to know about the reference data it links to. */
export interface CatalogReference {
  readonly brandIds: ReadonlyMap<string, number>;
  readonly categoryIds: ReadonlyMap<string, number>;
  /** Category code -> its ancestors' codes, root first. */
  readonly categoryAncestors: ReadonlyMap<string, readonly string[]>;
  /** Category code -> storefront path per locale, e.g. /kategori/reservdelar/skarmar. */
  readonly categoryUris: ReadonlyMap<string, Readonly<Record<LocaleCode, string>>>;
  readonly tagIds: ReadonlyMap<string, number>;
}

interface FlatCategory {
  readonly id: number;
  readonly seed: CategorySeed;
  readonly parent: FlatCategory | null;
  readonly sortOrder: number;
}

/** The tree in depth-first order, with a brand sub-category under each by-brand category. */
function flattenCategories(): FlatCategory[] {
  const flat: FlatCategory[] = [];
  const brandsWithModels = brandSeeds.filter((brand) => brand.models.length > 0);
  const visit = (seed: CategorySeed, parent: FlatCategory | null, sortOrder: number) => {
    const entry: FlatCategory = { id: flat.length + 1, seed, parent, sortOrder };
    flat.push(entry);
    const children: CategorySeed[] = [...(seed.children ?? [])];
    if (seed.byBrand) {
      for (const brand of brandsWithModels) {
        children.push({
          code: `${seed.code}/${brand.code}`,
          name: brand.name,
          slug: brand.slug,
          showInMenu: true,
          icon: seed.icon,
        });
      }
    }
    children.forEach((child, index) => {
      visit(child, entry, index);
    });
  };
  categorySeeds.forEach((seed, index) => {
    visit(seed, null, index);
  });
  return flat;
}

function lineage(entry: FlatCategory): FlatCategory[] {
  const chain: FlatCategory[] = [];
  for (let current: FlatCategory | null = entry; current; current = current.parent) chain.unshift(current);
  return chain;
}

export async function seedReference(
  db: Kysely<Database>,
  models: readonly PhoneModelPlan[],
): Promise<CatalogReference> {
  const brandIds = new Map(brandSeeds.map((brand, index) => [brand.code, index + 1]));
  await insertBatched(
    db,
    'brands',
    brandSeeds.map((brand, index) => ({
      id: index + 1,
      code: brand.code,
      sort_order: index,
      in_menu: 1,
      color: brand.color,
    })),
  );
  await insertBatched(
    db,
    'brand_texts',
    brandSeeds.flatMap((brand, index) =>
      localeCodes.map((locale) => ({
        brand_id: index + 1,
        locale,
        name: brand.name[locale],
        slug: brand.slug[locale],
        description: brandDescriptions[locale].replace('{brand}', brand.name[locale]),
      })),
    ),
  );

  const flat = flattenCategories();
  await insertBatched(
    db,
    'categories',
    flat.map((entry) => ({
      id: entry.id,
      parent_id: entry.parent?.id ?? null,
      code: entry.seed.code,
      sort_order: entry.sortOrder,
      show_in_menu: entry.seed.showInMenu ? 1 : 0,
      icon: entry.seed.icon,
    })),
  );
  const categoryUris = new Map<string, Record<LocaleCode, string>>();
  const textRows = flat.flatMap((entry) => {
    const chain = lineage(entry);
    const uris = {} as Record<LocaleCode, string>;
    const rows = localeCodes.map((locale) => {
      const path = chain.map((level) => level.seed.slug[locale]).join('/');
      uris[locale] = buildPath('product-category-all', locale, { '*': path });
      // A brand sub-category reads "Skärmar Apple" in its description.
      const name = entry.parent?.seed.byBrand
        ? `${entry.parent.seed.name[locale]} ${entry.seed.name[locale]}`
        : entry.seed.name[locale];
      return {
        category_id: entry.id,
        locale,
        name: entry.seed.name[locale],
        slug: entry.seed.slug[locale],
        path,
        description: categoryDescription[locale].replace('{name}', name),
      };
    });
    categoryUris.set(entry.seed.code, uris);
    return rows;
  });
  await insertBatched(db, 'category_texts', textRows);

  await insertBatched(
    db,
    'phone_models',
    models.map((model) => ({
      id: model.id,
      brand_id: brandIds.get(model.brandCode) ?? 0,
      name: model.name,
      slug: model.slug,
      release_year: model.releaseYear,
      sort_order: model.sortOrder,
    })),
  );

  const tagIds = new Map(tagSeeds.map((tag, index) => [tag.code, index + 1]));
  await insertBatched(
    db,
    'tags',
    tagSeeds.map((tag, index) => ({ id: index + 1, code: tag.code, sort_order: index })),
  );
  await insertBatched(
    db,
    'tag_texts',
    tagSeeds.flatMap((tag, index) =>
      localeCodes.map((locale) => ({
        tag_id: index + 1,
        locale,
        name: tag.name[locale],
        slug: tag.slug[locale],
        description: tag.description[locale],
      })),
    ),
  );

  await insertBatched(
    db,
    'plug_types',
    plugTypeSeeds.map((plug, index) => ({ id: index + 1, code: plug.code, sort_order: index })),
  );
  await insertBatched(
    db,
    'plug_type_texts',
    plugTypeSeeds.flatMap((plug, index) =>
      localeCodes.map((locale) => ({
        plug_type_id: index + 1,
        locale,
        name: plug.name[locale],
        description: plug.description[locale],
      })),
    ),
  );

  await insertBatched(
    db,
    'vehicles',
    vehicleSeeds.map(([registration, make, model, year], index) => ({
      id: index + 1,
      registration_number: registration,
      make,
      model,
      year,
    })),
  );

  return {
    brandIds,
    categoryIds: new Map(flat.map((entry) => [entry.seed.code, entry.id])),
    categoryAncestors: new Map(
      flat.map((entry) => [entry.seed.code, lineage(entry).map((level) => level.seed.code)]),
    ),
    categoryUris,
    tagIds,
  };
}
