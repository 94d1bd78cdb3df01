import type { StringsResponse } from '@shop/contracts/strings';
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

/**
 * The storefront's typed view of the provider. Every call carries locale and sid (spec 7). The
 * same client runs over fetch in the browser and in-process during server rendering.
 */
export function createApiClient(transport: ApiTransport, locale: LocaleCode) {
  const store = { locale, sid: storeIds[locale] };

  async function call<Result>(
    request: ApiRequest,
  ): Promise<{ body: Result; headers: Record<string, string | undefined> }> {
    const response = await transport({ ...request, query: { ...request.query, ...store } });
    if (response.status >= 400) throw new ApiError(response.status, response.body, request.path);
    return { body: response.body as Result, headers: { ...response.headers } };
  }

  return {
    async getStrings(): Promise<StringsResponse> {
      return (await call<StringsResponse>({ method: 'GET', path: '/api/strings' })).body;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
