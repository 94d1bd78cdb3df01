import { type Listing, type ListingSort, listingPageSize } from '@shop/contracts/listing';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import { type CatalogContext, cachedRead } from '../catalog/catalog-context.ts';
import { badRequest } from '../errors.ts';
import { findListingFacets, findListingPage, type ListingScope } from '../repositories/listing.repository.ts';
import { loadBrands, loadPhoneModels } from './catalog-lookups.ts';
import { loadProducts } from './load-products.ts';

export interface ListingInput {
  readonly page: number;
  readonly sort: ListingSort;
  readonly phone_model?: string | undefined;
  readonly brand?: string | undefined;
  readonly in_stock?: boolean | undefined;
  readonly nc?: boolean | undefined;
}

/**
 * A product grid: 48 products per page in the chosen order, filtered by phone model, brand and
 * stock, with the facets of the whole result. An unknown filter value is a 400.
 */
export async function listProducts(
  context: CatalogContext,
  locale: LocaleCode,
  scope: ListingScope,
  input: ListingInput,
): Promise<Listing> {
  const [brands, models] = await Promise.all([loadBrands(context, locale), loadPhoneModels(context)]);
  const brand = input.brand === undefined ? undefined : brands.find((entry) => entry.slug === input.brand);
  if (input.brand !== undefined && !brand)
    throw badRequest(`Invalid query: brand ${input.brand} is not a brand of this store`);
  const model =
    input.phone_model === undefined ? undefined : models.find((entry) => entry.slug === input.phone_model);
  if (input.phone_model !== undefined && !model) {
    throw badRequest(`Invalid query: phone_model ${input.phone_model} is not a known phone model`);
  }
  const filters = {
    inStock: input.in_stock === true,
    ...(brand ? { brandId: brand.id } : {}),
    ...(model ? { phoneModelId: model.id } : {}),
  };
  const scopeKey = JSON.stringify([scope, filters]);
  const [page, facets] = await Promise.all([
    cachedRead(context, `listing:${locale}:${scopeKey}:${input.sort}:${input.page}`, input.nc, () =>
      findListingPage(context.db, {
        scope,
        filters,
        sort: input.sort,
        locale,
        storeId: storeIds[locale],
        limit: listingPageSize,
        offset: (input.page - 1) * listingPageSize,
      }),
    ),
    cachedRead(context, `facets:${scopeKey}`, input.nc, () => findListingFacets(context.db, scope, filters)),
  ]);
  const brandById = new Map(brands.map((entry) => [entry.id, entry]));
  const modelById = new Map(models.map((entry) => [entry.id, entry]));
  return {
    products: await loadProducts(context, locale, page.ids, input.nc),
    total: page.total,
    page: input.page,
    per_page: listingPageSize,
    pages: Math.ceil(page.total / listingPageSize),
    sort: input.sort,
    filters: {
      brands: facets.brands
        .flatMap((facet) => {
          const entry = brandById.get(facet.id);
          return entry
            ? [{ slug: entry.slug, name: entry.name, count: facet.count, order: entry.sort_order }]
            : [];
        })
        .sort((a, b) => a.order - b.order)
        .map(({ order: _order, ...facet }) => facet),
      phone_models: facets.phoneModels
        .flatMap((facet) => {
          const entry = modelById.get(facet.id);
          return entry ? [{ slug: entry.slug, name: entry.name, count: facet.count }] : [];
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      in_stock: facets.inStock,
    },
    applied: {
      phone_model: model?.slug ?? null,
      brand: brand?.slug ?? null,
      in_stock: input.in_stock === true,
    },
  };
}
