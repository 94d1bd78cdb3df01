import type { LocaleCode } from '@shop/domain/locales';
import type { CatalogContext } from '../catalog/catalog-context.ts';
import { type BrandRow, loadBrandRows } from '../repositories/brands.repository.ts';
import { loadPhoneModelRows, type PhoneModelRow } from '../repositories/selectors.repository.ts';

/** The brands of a store language, cached. */
export function loadBrands(context: CatalogContext, locale: LocaleCode): Promise<BrandRow[]> {
  return context.cache.get(`brands:${locale}`, () => loadBrandRows(context.db, locale));
}

/** Every phone model (names are the same in all languages), cached. */
export function loadPhoneModels(context: CatalogContext): Promise<PhoneModelRow[]> {
  return context.cache.get('phone-models', () => loadPhoneModelRows(context.db));
}
