/**
 * Polls `read` (synchronous or not) until it gives a truthy value, and
 * returns that value; fails naming `what` and the last value read after
 * `timeoutMs`. The default gives up well before Vitest's own 30 s per test,
 * so a test that waits in vain says what it waited for, not "Test timed out";
 * a caller that waits longer raises its test's timeout too.
 *
 *   const pid = await until(() => encoderPid(), "the encoder child");
 */
export async function until<T>(
  read: () => T | Promise<T>,
  what: string,
  { timeoutMs = 20_000, everyMs = 10 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) {
      throw new Error(
        `gave up after ${timeoutMs / 1000} s waiting for ${what} (last read: ${JSON.stringify(value)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
