import type {
  CablesResponse,
  PhoneModelsResponse,
  PlugType,
  VehicleResponse,
} from '@shop/contracts/selectors';
import type { LocaleCode } from '@shop/domain/locales';
import { type CatalogContext, cachedRead } from '../catalog/catalog-context.ts';
import { notFound } from '../errors.ts';
import {
  findCableIds,
  findFittingProductIds,
  findVehicle,
  loadPlugTypeRows,
} from '../repositories/selectors.repository.ts';
import { loadBrands, loadPhoneModels } from './catalog-lookups.ts';
import { loadProducts } from './load-products.ts';

/** The phone-model selector: brands that have models, each with its models, newest first. */
export async function listPhoneModels(
  context: CatalogContext,
  locale: LocaleCode,
): Promise<PhoneModelsResponse> {
  const [brands, models] = await Promise.all([loadBrands(context, locale), loadPhoneModels(context)]);
  return brands
    .map((brand) => ({
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      models: models
        .filter((model) => model.brand_id === brand.id)
        .map((model) => ({
          id: model.id,
          name: model.name,
          slug: model.slug,
          release_year: model.release_year,
          product_count: model.product_count,
        })),
    }))
    .filter((brand) => brand.models.length > 0);
}

export function plugImageUrl(code: string): string {
  return `/api/images/plug-${code}.svg`;
}

export async function listPlugTypes(context: CatalogContext, locale: LocaleCode): Promise<PlugType[]> {
  const rows = await context.cache.get(`plugs:${locale}`, () => loadPlugTypeRows(context.db, locale));
  return rows.map((row) => ({ ...row, image: { url: plugImageUrl(row.code), width: 160, height: 160 } }));
}

/** Cables with the chosen plugs; an unknown plug code is a 404. */
export async function findCables(
  context: CatalogContext,
  locale: LocaleCode,
  query: {
    plug_a: string;
    plug_b?: string | undefined;
    in_stock?: boolean | undefined;
    nc?: boolean | undefined;
  },
): Promise<CablesResponse> {
  const plugs = await listPlugTypes(context, locale);
  const plugA = plugs.find((plug) => plug.code === query.plug_a);
  if (!plugA) throw notFound(`No plug type ${query.plug_a}`);
  const plugB = query.plug_b === undefined ? null : plugs.find((plug) => plug.code === query.plug_b);
  if (plugB === undefined) throw notFound(`No plug type ${query.plug_b}`);
  const ids = await cachedRead(
    context,
    `cables:${plugA.code}:${plugB?.code ?? ''}:${query.in_stock === true}`,
    query.nc,
    () => findCableIds(context.db, { a: plugA.code, b: plugB?.code, inStock: query.in_stock === true }),
  );
  return { plug_a: plugA, plug_b: plugB, products: await loadProducts(context, locale, ids, query.nc) };
}

/** A vehicle by its (normalized) registration number, with the car holders that fit it. */
export async function findVehicleProducts(
  context: CatalogContext,
  locale: LocaleCode,
  registration: string,
  noCache?: boolean,
): Promise<VehicleResponse> {
  const found = await cachedRead(context, `vehicle:${registration}`, noCache, async () => {
    const vehicle = await findVehicle(context.db, registration);
    return vehicle ? { vehicle, ids: await findFittingProductIds(context.db, vehicle) } : null;
  });
  if (!found) throw notFound(`No vehicle with the registration number ${registration}`);
  return { vehicle: found.vehicle, products: await loadProducts(context, locale, found.ids, noCache) };
}
