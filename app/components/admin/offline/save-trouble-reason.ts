/**
 * Why an editor's save did not reach the database, when the server's answer
 * cannot say it itself (docs/product/admin-forms.md#work-kept-on-the-device): offline,
 * the connection dropped, signed out (the admin guard answers a script's
 * save 401, app/http/auth.server.ts) or the server failed. The message each
 * one shows is app/components/admin/offline/save-trouble-message.tsx.
 */

export type SaveTrouble =
  | { kind: "offline" }
  | { kind: "connection" }
  | { kind: "signed-out"; signIn: string }
  /** `reason`: the server's own explanation, when it gave one (a full disk, say). */
  | { kind: "server"; reason?: string };

/** What a save request ended with: null when it never got an answer. */
export type SaveAnswer = { status: number; body: unknown; url: string } | null;

/**
 * Reads how a save request ended. Null means the answer speaks for itself
 * (refused fields, a newer version, success). `page` is the editor's path
 * and query (where signing in again returns to); `genericMessage` the form's
 * own "failed" message, which says nothing more than the server-failure text.
 */
export function saveTrouble(
  answer: SaveAnswer,
  { online, page, genericMessage }: { online: boolean; page: string; genericMessage: string },
): SaveTrouble | null {
  if (!answer) return online ? { kind: "connection" } : { kind: "offline" };
  const body = (typeof answer.body === "object" && answer.body ? answer.body : {}) as {
    signIn?: unknown;
    message?: unknown;
  };
  const signIn = `/login?${new URLSearchParams({ redirectTo: page })}`;
  if (answer.status === 401) {
    return { kind: "signed-out", signIn: typeof body.signIn === "string" ? body.signIn : signIn };
  }
  // A redirect the request followed to the sign-in page (a server without the 401 answer).
  if (answer.url && new URL(answer.url).pathname === "/login")
    return { kind: "signed-out", signIn };
  if (answer.status >= 500) {
    const reason = body.message;
    return typeof reason === "string" && reason && reason !== genericMessage
      ? { kind: "server", reason }
      : { kind: "server" };
  }
  return null;
}
