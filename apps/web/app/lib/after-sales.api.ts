import type { CreateReturnRequest, ReturnableResponse, ReturnResponse } from '@shop/contracts/returns';
import type { SubscriptionResponse } from '@shop/contracts/subscriptions';
import type { ApiCall } from './api-client.ts';
import { bearer } from './auth.api.ts';

/** Spec 7: returns and subscriptions, read and changed with the bearer token of the login. */
export async function fetchReturnable(
  call: ApiCall,
  accessToken: string,
  ref: string,
): Promise<ReturnableResponse> {
  const answer = await call<ReturnableResponse>({
    method: 'GET',
    path: `/api/orders/${encodeURIComponent(ref)}/returnable`,
    headers: bearer(accessToken),
  });
  return answer.body;
}

export async function createReturn(
  call: ApiCall,
  accessToken: string,
  ref: string,
  request: CreateReturnRequest,
): Promise<ReturnResponse> {
  const answer = await call<ReturnResponse>({
    method: 'POST',
    path: `/api/orders/${encodeURIComponent(ref)}/returns`,
    headers: bearer(accessToken),
    body: request,
  });
  return answer.body;
}

export async function fetchReturns(call: ApiCall, accessToken: string): Promise<readonly ReturnResponse[]> {
  const answer = await call<ReturnResponse[]>({
    method: 'GET',
    path: '/api/returns',
    headers: bearer(accessToken),
  });
  return answer.body;
}

export async function fetchSubscriptions(
  call: ApiCall,
  accessToken: string,
): Promise<readonly SubscriptionResponse[]> {
  const answer = await call<SubscriptionResponse[]>({
    method: 'GET',
    path: '/api/subscriptions',
    headers: bearer(accessToken),
  });
  return answer.body;
}

export type SubscriptionChange =
  | { readonly action: 'pause' | 'resume' | 'cancel' }
  | { readonly interval: SubscriptionResponse['interval'] };

export async function updateSubscription(
  call: ApiCall,
  accessToken: string,
  id: number,
  change: SubscriptionChange,
): Promise<SubscriptionResponse> {
  const answer = await call<SubscriptionResponse>({
    method: 'PATCH',
    path: `/api/subscriptions/${id}`,
    headers: bearer(accessToken),
    body: change,
  });
  return answer.body;
}
