import type { ListingSort } from '@shop/contracts/listing';
import type { RouterContextProvider } from 'react-router';
import { locationContext, type ShopLocation, serverContext } from '../shop-context.ts';
import { type ApiCall, ApiError, createApiCall } from './api-client.ts';
import type { ListingQuery } from './catalog.api.ts';
import { listingSortLabels } from './listing-sorts.ts';
import { notFoundResponse } from './screen.server.ts';

/** The in-process API of the store the request landed in. */
export function apiFor(context: Readonly<RouterContextProvider>): { call: ApiCall; location: ShopLocation } {
  const { transport } = context.get(serverContext);
  const location = context.get(locationContext);
  return { call: createApiCall(transport, location.locale), location };
}

/**
 * Spec 8: an unknown slug or path, and a request the provider rejects as invalid, are both
 * "this page could not be found"; anything else is a real failure and stays one.
 */
export async function orNotFound<Result>(request: Promise<Result>): Promise<Result> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFoundResponse();
    throw error;
  }
}

/** A call whose failure must not break the page (spec 8: recommendation and deal failures are silent). */
export async function orFallback<Result>(request: Promise<Result>, fallback: Result): Promise<Result> {
  try {
    return await request;
  } catch {
    return fallback;
  }
}

const slugPattern = /^[\p{Ll}\p{N}-]{1,200}$/u;

function slugOrUndefined(value: string | null): string | undefined {
  return value && slugPattern.test(value) ? value : undefined;
}

function isListingSort(value: string | null): value is ListingSort {
  return value !== null && Object.hasOwn(listingSortLabels, value);
}

/** The grid's filters, sort and page from the address; unknown values are left out, not errors. */
export function parseListingQuery(url: URL): ListingQuery {
  const params = url.searchParams;
  const page = Number(params.get('page') ?? '1');
  const sort = params.get('sort');
  const inStock = params.get('in_stock');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: isListingSort(sort) ? sort : undefined,
    phone_model: slugOrUndefined(params.get('phone_model')),
    brand: slugOrUndefined(params.get('brand')),
    in_stock: inStock === 'true' || inStock === '1',
  };
}
