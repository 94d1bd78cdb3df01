import type { StringsResponse } from '@shop/contracts/strings';
import type { ApiCall } from './api-client.ts';

/** Spec 7: GET /api/strings -> the localized strings of the store. */
export async function fetchStrings(call: ApiCall): Promise<StringsResponse> {
  return (await call<StringsResponse>({ method: 'GET', path: '/api/strings' })).body;
}
