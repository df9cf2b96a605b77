/**
 * Polls `read` (synchronous or not) until it gives a truthy value, and
 * returns that value; fails naming `what` after `timeoutMs`.
 *
 *   const pid = await until(() => encoderPid(), "the encoder child");
 */
export async function until<T>(
  read: () => T | Promise<T>,
  what: string,
  { timeoutMs = 60_000, everyMs = 10 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
