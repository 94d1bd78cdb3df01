import { seedDatabase } from '../seed/seed.ts';
import { startTestApi, type TestApi } from './test-api.ts';
import type { TestDatabaseKind } from './test-databases.ts';

/** Products in the catalog the API suites seed: every kind, small enough to seed in a second. */
export const testCatalogSize = 300;

export interface CatalogTestApiOptions {
  /** The seed's "now" (deals and the calendar year are placed around it). */
  readonly seedNow?: Date;
  /** The API's clock. */
  readonly clock?: () => Date;
  readonly products?: number;
}

/** A fresh database with the demo catalog behind the real API (one per suite, in beforeAll). */
export function startCatalogTestApi(
  kind: TestDatabaseKind,
  options: CatalogTestApiOptions = {},
): Promise<TestApi> {
  return startTestApi(kind, {
    ...(options.clock ? { clock: options.clock } : {}),
    prepare: ({ database, config }) =>
      seedDatabase(database, {
        products: options.products ?? testCatalogSize,
        secret: config.secret,
        ...(options.seedNow ? { now: options.seedNow } : {}),
      }),
  });
}

/** The query string of a store: locale and its sid. */
export const store = {
  sv: 'locale=sv&sid=1',
  no: 'locale=no&sid=3',
  da: 'locale=da&sid=5',
  fi: 'locale=fi&sid=4',
  nl: 'locale=nl&sid=6',
} as const;
