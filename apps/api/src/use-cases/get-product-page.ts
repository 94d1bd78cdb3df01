import type { Product } from '@shop/contracts/product';
import type { ProductMoved, ProductPageResponse } from '@shop/contracts/product-page';
import type { LocaleCode } from '@shop/domain/locales';
import { buildPath } from '@shop/domain/routes';
import type { CatalogContext } from '../catalog/catalog-context.ts';
import { notFound } from '../errors.ts';
import { loadProductDetailRows } from '../repositories/product-details.repository.ts';
import { findCurrentSlugOfOldSlug } from '../repositories/product-slugs.repository.ts';
import {
  findIdsInCategory,
  findPickedRelatedIds,
  findPopularIdsOfKinds,
  findProductBySlug,
  findProductIdsForModels,
} from '../repositories/products.repository.ts';
import { breadcrumbsOf, loadCategoryTree } from './category-tree.ts';
import { loadProducts } from './load-products.ts';

const partKinds = ['display', 'battery', 'back-cover', 'camera', 'charging-port', 'repair-kit'];
const modelAccessoryKinds = ['case', 'screen-protector'];

/** What goes with a product of each kind: same-model accessories first, then general ones. */
const accessoriesFor: Readonly<Record<string, { sameModel: readonly string[]; general: readonly string[] }>> =
  {
    display: { sameModel: modelAccessoryKinds, general: ['tool'] },
    battery: { sameModel: modelAccessoryKinds, general: ['tool'] },
    'back-cover': { sameModel: ['case'], general: ['tool'] },
    camera: { sameModel: modelAccessoryKinds, general: ['tool'] },
    'charging-port': { sameModel: [], general: ['tool', 'cable'] },
    'repair-kit': { sameModel: ['case'], general: ['tool'] },
    case: { sameModel: ['screen-protector'], general: ['charger'] },
    'screen-protector': { sameModel: ['case'], general: ['tool'] },
    cable: { sameModel: [], general: ['charger'] },
    charger: { sameModel: [], general: ['cable'] },
    'car-holder': { sameModel: [], general: ['charger'] },
    tool: { sameModel: [], general: ['tool'] },
  };

const suggestionCount = 8;

/**
 * Related products: the ones staff picked first (issue 17), then products of the same phone
 * models and kinds, then of the same category, up to eight.
 */
async function relatedIds(
  context: CatalogContext,
  product: { id: number; kind: string; modelIds: readonly number[]; categoryId: number | null },
): Promise<number[]> {
  const picked = (await findPickedRelatedIds(context.db, product.id)).slice(0, suggestionCount);
  if (picked.length >= suggestionCount) return picked;
  const kinds = partKinds.includes(product.kind) ? partKinds : [product.kind];
  const found = await findProductIdsForModels(context.db, {
    modelIds: product.modelIds,
    kinds,
    excludeIds: [product.id, ...picked],
    limit: suggestionCount - picked.length,
  });
  const ids = [...picked, ...found];
  if (ids.length >= 4 || product.categoryId === null) return ids;
  const more = await findIdsInCategory(
    context.db,
    product.categoryId,
    [product.id, ...ids],
    suggestionCount - ids.length,
  );
  return [...ids, ...more];
}

async function accessoryIds(
  context: CatalogContext,
  product: { id: number; kind: string; modelIds: readonly number[] },
  exclude: readonly number[],
): Promise<number[]> {
  const plan = accessoriesFor[product.kind];
  if (!plan) return [];
  const sameModel = plan.sameModel.length
    ? await findProductIdsForModels(context.db, {
        modelIds: product.modelIds,
        kinds: plan.sameModel,
        excludeIds: [product.id, ...exclude],
        limit: 4,
      })
    : [];
  const general = await findPopularIdsOfKinds(
    context.db,
    plan.general,
    [product.id, ...exclude, ...sameModel],
    suggestionCount - sameModel.length,
  );
  return [...sameModel, ...general];
}

/**
 * The product page: the product (with variations, images, brand, models, tags), breadcrumbs
 * through its category, related products and accessories. A variation's slug shows its product
 * with that variation selected.
 */
export async function getProductPage(
  context: CatalogContext,
  locale: LocaleCode,
  slug: string,
): Promise<ProductPageResponse> {
  const found = await findProductBySlug(context.db, locale, slug);
  if (!found) throw notFound(`No product with the slug ${slug} in store ${locale}`);
  const [products, detail, tree] = await Promise.all([
    loadProducts(context, locale, [found.id]),
    loadProductDetailRows(context.db, found.id, locale),
    loadCategoryTree(context, locale),
  ]);
  const product: Product | undefined = products[0];
  if (!product || !detail) throw notFound(`No product with the slug ${slug} in store ${locale}`);
  const modelIds = detail.phoneModels.map((model) => model.id);
  const basis = { id: product.id, kind: detail.kind, modelIds, categoryId: detail.primaryCategoryId };
  const related = await relatedIds(context, basis);
  const accessories = await accessoryIds(context, basis, related);
  const [relatedProducts, accessoryProducts] = await Promise.all([
    loadProducts(context, locale, related),
    loadProducts(context, locale, accessories),
  ]);
  const category = detail.primaryCategoryId === null ? undefined : tree.byId.get(detail.primaryCategoryId);
  return {
    product: {
      ...product,
      description: detail.description,
      brand: detail.brand
        ? { ...detail.brand, uri: buildPath('brand', locale, { slug: detail.brand.slug }) }
        : null,
      phone_models: detail.phoneModels.map((model) => ({
        ...model,
        uri: category
          ? `${category.uri}?phone_model=${encodeURIComponent(model.slug)}`
          : `${buildPath('searchresults', locale)}?q=${encodeURIComponent(model.name)}`,
      })),
      tags: detail.tags.map((tag) => ({ ...tag, uri: buildPath('product-tag', locale, { slug: tag.slug }) })),
      specifications: parseSpecifications(detail.specifications),
      set_items: [...detail.setItems],
      selected_variation_id: found.variationId,
      merchandising: { views_recently: detail.recentViews, bought_today: detail.boughtToday },
    },
    breadcrumbs: [
      ...(category ? breadcrumbsOf(category) : []),
      { name: product.name, uri: product.url_fragment },
    ],
    related: relatedProducts,
    accessories: accessoryProducts,
  };
}

/**
 * A slug the product had before staff changed it (issue 17): where its page is now, so the old
 * URL keeps working with a permanent redirect.
 */
export async function findMovedProduct(
  context: CatalogContext,
  locale: LocaleCode,
  slug: string,
): Promise<ProductMoved | undefined> {
  const current = await findCurrentSlugOfOldSlug(context.db, locale, slug);
  if (!current || current === slug) return undefined;
  return { moved_to: { slug: current, uri: buildPath('product', locale, { slug: current }) } };
}

function parseSpecifications(text: string): { name: string; value: string }[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) =>
      entry !== null &&
      typeof entry === 'object' &&
      'name' in entry &&
      'value' in entry &&
      typeof entry.name === 'string' &&
      typeof entry.value === 'string'
        ? [{ name: entry.name, value: entry.value }]
        : [],
    );
  } catch {
    return [];
  }
}
