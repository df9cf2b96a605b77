/**
 * Who is behind a request, for the audit log: the client address the HTTP layer worked out
 * (behind the trusted proxy) and the administrator the admin guard or the API token check
 * found. Kept beside the Request object rather than in each function's arguments, so a
 * service that only receives the request (the submissions) can still say who saved what.
 * React Router hands route modules the very Request the server built
 * (`v8_passThroughRequests`), so what is remembered here is found again in the action.
 */
export type RequestActor = { id: string; email: string };

const addresses = new WeakMap<Request, string>();
const actors = new WeakMap<Request, RequestActor>();

export function rememberClientAddress(request: Request, address: string) {
  addresses.set(request, address);
}

export function clientAddressOf(request: Request): string {
  return addresses.get(request) ?? "";
}

export function rememberActor(request: Request, actor: RequestActor) {
  actors.set(request, actor);
}

export function actorOf(request: Request): RequestActor | null {
  return actors.get(request) ?? null;
}
