import type { AccessClaims } from '../auth/tokens.ts';

/**
 * Spec 6: internal users get the response header x-be-internal: 1 (docs/decisions/007). A user is
 * internal when the request comes from an address in INTERNAL_ADDRESSES (the shop's office or
 * warehouse network; behind a proxy the client address counts only with TRUST_PROXY=true). Staff
 * sign in to the back office, not to a storefront account (docs/decisions/014).
 */
export function isInternalUser(clientAddress: string, internalAddresses: readonly string[]): boolean {
  const address = clientAddress.replace(/^::ffff:/, '');
  return internalAddresses.some((allowed) => allowed === address || allowed === clientAddress);
}

/** The customer an account token names; an order login or no token is no customer. */
export function customerIdOf(claims: AccessClaims | null): number | null {
  return claims?.kind === 'account' ? claims.sub : null;
}
