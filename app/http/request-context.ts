import { createContext } from "react-router";

/** Per-request facts the HTTP layer (app/server/app.server.ts) hands to loaders and entry.server. */
type RequestInfo = { cspNonce: string; clientIp: string };

export const requestInfoContext = createContext<RequestInfo>({ cspNonce: "", clientIp: "" });
