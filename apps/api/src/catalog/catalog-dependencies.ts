import type { ApiDependencies } from '../app.ts';
import type { CatalogContext } from './catalog-context.ts';

/** The API's dependencies with the catalog context the catalog routes share. */
export interface CatalogDependencies extends ApiDependencies {
  readonly catalog: CatalogContext;
}
