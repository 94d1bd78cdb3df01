import type { BrandPageResponse, TagPageResponse } from '@shop/contracts/brands-tags';
import type { CategoryPageResponse } from '@shop/contracts/categories';
import type { PhoneModelProductsResponse } from '@shop/contracts/selectors';
import type { LocaleCode } from '@shop/domain/locales';
import { buildPath } from '@shop/domain/routes';
import type { CatalogContext } from '../catalog/catalog-context.ts';
import { badRequest, notFound } from '../errors.ts';
import { findTagBySlug } from '../repositories/brands.repository.ts';
import { loadBrands, loadPhoneModels } from './catalog-lookups.ts';
import { breadcrumbsOf, lineageOf, loadCategoryTree, toCategory } from './category-tree.ts';
import { type ListingInput, listProducts } from './list-products.ts';

export function brandLogoUrl(id: number): string {
  return `/api/images/brand-${id}.svg`;
}

/** Not shown in the spec: a category page by its free-form path. */
export async function getCategoryPage(
  context: CatalogContext,
  locale: LocaleCode,
  path: string,
  input: ListingInput,
): Promise<CategoryPageResponse> {
  const tree = await loadCategoryTree(context, locale);
  const node = tree.byPath.get(path);
  if (!node) throw notFound(`No category with the path ${path} in store ${locale}`);
  const listing = await listProducts(context, locale, { categoryId: node.row.id }, input);
  const category = toCategory(node, 2);
  return {
    ...listing,
    category: {
      ...category,
      description: node.row.description,
      hierarchy: lineageOf(node).map((level) => ({
        id: level.row.id,
        name: level.row.name,
        slug: level.row.slug,
        uri: level.uri,
      })),
    },
    breadcrumbs: breadcrumbsOf(node),
  };
}

export async function getBrandPage(
  context: CatalogContext,
  locale: LocaleCode,
  slug: string,
  input: ListingInput,
): Promise<BrandPageResponse> {
  const brand = (await loadBrands(context, locale)).find((entry) => entry.slug === slug);
  if (!brand) throw notFound(`No brand with the slug ${slug} in store ${locale}`);
  const listing = await listProducts(context, locale, { brandId: brand.id }, input);
  const uri = buildPath('brand', locale, { slug: brand.slug });
  return {
    ...listing,
    brand: {
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      uri,
      logo: { url: brandLogoUrl(brand.id), width: 240, height: 120 },
      in_menu: brand.in_menu === 1,
      description: brand.description,
    },
    breadcrumbs: [{ name: brand.name, uri }],
  };
}

export async function getTagPage(
  context: CatalogContext,
  locale: LocaleCode,
  slug: string,
  input: ListingInput,
): Promise<TagPageResponse> {
  const tag = await context.cache.get(
    `tag:${locale}:${slug}`,
    async () => (await findTagBySlug(context.db, locale, slug)) ?? null,
  );
  if (!tag) throw notFound(`No product tag with the slug ${slug} in store ${locale}`);
  const listing = await listProducts(context, locale, { tagId: tag.id }, input);
  const uri = buildPath('product-tag', locale, { slug: tag.slug });
  return { ...listing, tag: { ...tag, uri }, breadcrumbs: [{ name: tag.name, uri }] };
}

/** Products that fit a phone model, optionally within a category path. */
export async function getPhoneModelProducts(
  context: CatalogContext,
  locale: LocaleCode,
  slug: string,
  input: ListingInput & { category?: string | undefined },
): Promise<PhoneModelProductsResponse> {
  const [models, brands, tree] = await Promise.all([
    loadPhoneModels(context),
    loadBrands(context, locale),
    loadCategoryTree(context, locale),
  ]);
  const model = models.find((entry) => entry.slug === slug);
  if (!model) throw notFound(`No phone model with the slug ${slug}`);
  const categoryPath = input.category?.replace(/^\/+|\/+$/g, '').toLowerCase();
  const category = categoryPath ? tree.byPath.get(categoryPath) : undefined;
  if (categoryPath && !category)
    throw badRequest(`Invalid query: category ${categoryPath} is not a category of this store`);
  const { phone_model: _filter, ...rest } = input;
  const listing = await listProducts(
    context,
    locale,
    { phoneModelId: model.id, ...(category ? { categoryId: category.row.id } : {}) },
    rest,
  );
  const brand = brands.find((entry) => entry.id === model.brand_id);
  return {
    ...listing,
    phone_model: {
      id: model.id,
      name: model.name,
      slug: model.slug,
      release_year: model.release_year,
      product_count: model.product_count,
      brand: { id: model.brand_id, name: brand?.name ?? '', slug: brand?.slug ?? '' },
    },
  };
}
