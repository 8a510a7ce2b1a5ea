import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. In the browser it is "": browsers hide nonce attributes
 * once parsed, so "" is exactly what hydration finds in the DOM (undefined would be a mismatch).
 */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
