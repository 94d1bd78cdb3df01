import { createContext, useContext } from 'react';

/**
 * The page's Content-Security-Policy nonce, set by the server render (entry.server.tsx) for the
 * inline scripts the app writes itself. In the browser it is undefined: the scripts already ran,
 * and the browser hides a nonce from the page's DOM anyway, so a hydrated page never needs it.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
