import type { StoreSettingsResponse } from '@shop/contracts/store-settings';
import type { ApiCall } from './api-client.ts';

/** The page-shell settings the store's owner edits (docs/decisions/025). */
export type StoreShellSettings = StoreSettingsResponse;

/**
 * GET /api/store-settings. On failure the shell leaves out what they would fill (selling points,
 * links, newsletter), as spec 8 has widgets stay empty: never another store's or stale ones.
 */
export async function fetchStoreShellSettings(call: ApiCall): Promise<StoreShellSettings | null> {
  try {
    const answer = await call<StoreShellSettings>({ method: 'GET', path: '/api/store-settings' });
    return Array.isArray(answer.body?.selling_points) ? answer.body : null;
  } catch {
    return null;
  }
}
