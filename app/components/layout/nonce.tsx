import { createContext, useContext } from "react";

/** The CSP nonce of the current response (server only; empty in the browser, where it is not needed). */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
