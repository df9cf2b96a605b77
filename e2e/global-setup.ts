/**
 * Before any worker starts: the seeded copy the shared demo server starts from
 * (test/support/server.ts). Made here, with time to spare, a first seeded start drawing every demo
 * photo never runs inside a journey's 60 s, and workers started side by side all begin from the
 * one copy.
 */
import { prepareSeededCopy } from "../test/support/server";

/** Drawing the demo photos takes about a minute on a quiet 2-core machine, several on a busy one. */
const SEEDING_MS = 10 * 60_000;

export default async function globalSetup() {
  await prepareSeededCopy({ startTimeoutMs: SEEDING_MS });
}
