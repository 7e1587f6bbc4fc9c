// The answer's content-security-policy nonce (scripts/web/headers.ts), for the few inline scripts Remix
// writes. Only the server knows it; in the browser it is "" (browsers hide nonces from the page).
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
