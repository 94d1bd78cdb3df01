import type {
  OrderInfoResponse,
  ProfileResponse,
  TokensResponse,
  UpdateProfileRequest,
} from '@shop/contracts/auth';
import { type ApiCall, ApiError } from './api-client.ts';

/**
 * Spec 7: the login calls of both strategies (account and single order) and the calls that need
 * a bearer token. The tokens live in the browser, so these run from effects and handlers only.
 */
export function bearer(token: string): Readonly<Record<string, string>> {
  return { authorization: `Bearer ${token}` };
}

export async function loginAccount(call: ApiCall, email: string, password: string): Promise<TokensResponse> {
  const answer = await call<TokensResponse>({
    method: 'POST',
    path: '/api/auth/login',
    body: { email, password },
  });
  return answer.body;
}

/**
 * Spec 2: a `?token=` link carries the one-time token of a mailed login link; the provider trades
 * it, once, for a session of its own with a refresh token (POST /api/auth/token-login).
 */
export async function exchangeLinkToken(call: ApiCall, linkToken: string): Promise<TokensResponse> {
  const answer = await call<TokensResponse>({
    method: 'POST',
    path: '/api/auth/token-login',
    body: { token: linkToken },
  });
  return answer.body;
}

/** Refresh tokens rotate: the answer's refresh token replaces the one sent (spec 7). */
export async function refreshTokens(
  call: ApiCall,
  strategy: 'account' | 'order',
  refreshToken: string,
): Promise<TokensResponse> {
  const path = strategy === 'account' ? '/api/auth/refresh' : '/api/order-auth/refresh';
  const answer = await call<TokensResponse>({ method: 'POST', path, body: { refresh_token: refreshToken } });
  return answer.body;
}

export async function logoutAccount(call: ApiCall, refreshToken: string): Promise<void> {
  await call({ method: 'POST', path: '/api/auth/logout', body: { refresh_token: refreshToken } });
}

export async function fetchProfile(call: ApiCall, accessToken: string): Promise<ProfileResponse> {
  const answer = await call<ProfileResponse>({
    method: 'GET',
    path: '/api/auth/profile',
    headers: bearer(accessToken),
  });
  return answer.body;
}

/** PATCH /api/auth/profile: the name and phone number; the answer is the updated profile. */
export async function updateProfile(
  call: ApiCall,
  accessToken: string,
  changes: UpdateProfileRequest,
): Promise<ProfileResponse> {
  const answer = await call<ProfileResponse>({
    method: 'PATCH',
    path: '/api/auth/profile',
    headers: bearer(accessToken),
    body: changes,
  });
  return answer.body;
}

export async function changeAccountPassword(
  call: ApiCall,
  accessToken: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await call({
    method: 'POST',
    path: '/api/auth/change-password',
    headers: bearer(accessToken),
    body: { current_password: currentPassword, new_password: newPassword },
  });
}

/** The link of the registration mail: `?verify_email=<token>` confirms the address, once. */
export async function confirmEmailAddress(call: ApiCall, token: string): Promise<void> {
  await call({ method: 'POST', path: '/api/auth/verify-email', body: { token } });
}

/** The reset-link variant of the change-password dialog: the link's token proves the owner. */
export async function confirmPasswordReset(call: ApiCall, token: string, password: string): Promise<void> {
  await call({ method: 'POST', path: '/api/auth/password-reset/confirm', body: { token, password } });
}

export interface OrderLoginRequest {
  readonly order_number: string;
  readonly email: string;
}

export async function loginOrder(call: ApiCall, request: OrderLoginRequest): Promise<TokensResponse> {
  const answer = await call<TokensResponse>({ method: 'POST', path: '/api/order-auth/login', body: request });
  return answer.body;
}

export async function fetchOrderInfo(call: ApiCall, accessToken: string): Promise<OrderInfoResponse> {
  const answer = await call<OrderInfoResponse>({
    method: 'GET',
    path: '/api/order-auth/info',
    headers: bearer(accessToken),
  });
  return answer.body;
}

/** The status of a failed call, or null when the provider was not reached at all. */
export function failureStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
