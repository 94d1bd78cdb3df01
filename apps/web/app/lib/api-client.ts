import type { ApiRequest, ApiTransport } from '@shop/contracts/transport';
import { type LocaleCode, storeIds } from '@shop/domain/locales';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, path: string) {
    super(`API ${path} answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiAnswer<Result> {
  readonly body: Result;
  readonly headers: Readonly<Record<string, string | undefined>>;
}

/**
 * One call to the provider; feature modules build their typed calls on it.
 *
 * NAMING: put those calls in `*.api.ts` files (e.g. `catalog.api.ts`), NEVER `*.client.ts`:
 * React Router drops `.client` modules from the server bundle, so a loader importing one gets
 * `undefined` and every page answers 500.
 */
export type ApiCall = <Result>(request: ApiRequest) => Promise<ApiAnswer<Result>>;

/**
 * The storefront's way to the provider. Every call carries locale and sid (spec 7). The same
 * caller runs over fetch in the browser and in-process during server rendering.
 */
export function createApiCall(transport: ApiTransport, locale: LocaleCode): ApiCall {
  const store = { locale, sid: storeIds[locale] };
  return async <Result>(request: ApiRequest) => {
    const response = await transport({ ...request, query: { ...request.query, ...store } });
    if (response.status >= 400) throw new ApiError(response.status, response.body, request.path);
    return { body: response.body as Result, headers: response.headers };
  };
}
