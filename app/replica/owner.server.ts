/**
 * One server copies to a target at a time (docs/decisions/073-one-server-per-off-site-copy.md).
 * Litestream's restore takes the newest generation it finds: with two servers writing to one
 * target (a disaster drill started with the live site's REPLICA_* settings), a restore would bring
 * back whichever wrote last. So the target names its owner in `<target>/owner.json` (an id kept
 * beside the database, `<DATABASE_PATH>-replica-owner`, with the machine and database path for
 * the message), and a server whose id is not the one there refuses to start copying.
 *
 * A target without an owner (new, or copied to before this check) is claimed by the first server
 * that starts with it. `npm run restore -- --from-replica --take-over` hands the target to the
 * server it restores (after a disaster); a restore without it never writes to the target. A
 * running server reads the owner again every minute (app/replica/replica.server.ts) and stops
 * copying once another server has taken the target over.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { describeReplicaTarget, type ReplicaTarget } from "~/utils/replica-settings";
import type { TargetStore } from "./target-store.server";

type ReplicaOwner = { id: string; host: string; database: string; since: string };

/** A start-up that would copy over another server's copy; server.ts prints the message alone. */
export class ReplicaOwnerError extends Error {}

function idFile(databasePath: string) {
  return `${databasePath}-replica-owner`;
}

function localId(databasePath: string): string | null {
  try {
    return fs.readFileSync(idFile(databasePath), "utf8").trim() || null;
  } catch {
    return null;
  }
}

function parseOwner(text: string | null): ReplicaOwner | null {
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as Partial<ReplicaOwner>;
    return typeof owner.id === "string" ? (owner as ReplicaOwner) : null;
  } catch {
    return null;
  }
}

/** Makes the database at `databasePath` the target's owner (a new id, here and there). */
export async function takeOverReplica(store: TargetStore, databasePath: string) {
  const owner: ReplicaOwner = {
    id: randomUUID(),
    host: os.hostname(),
    database: databasePath,
    since: new Date().toISOString(),
  };
  fs.writeFileSync(idFile(databasePath), `${owner.id}\n`, { mode: 0o600 });
  await store.writeOwner(`${JSON.stringify(owner, null, 2)}\n`);
}

/**
 * The owner the target names when it is not the database at `databasePath` (null when it is, or
 * when the target names none).
 */
export async function otherOwner(
  store: TargetStore,
  databasePath: string,
): Promise<ReplicaOwner | null> {
  const owner = parseOwner(await store.readOwner());
  return owner && owner.id !== localId(databasePath) ? owner : null;
}

/**
 * Before copying: claims a target that has no owner, goes on when this database owns it, and
 * otherwise throws a ReplicaOwnerError saying whose copy it is and what to do.
 */
export async function claimReplica(
  store: TargetStore,
  target: ReplicaTarget,
  databasePath: string,
): Promise<void> {
  const owner = parseOwner(await store.readOwner());
  const mine = localId(databasePath);
  if (!owner) return takeOverReplica(store, databasePath);
  if (owner.id === mine) return;
  throw new ReplicaOwnerError(
    [
      `REPLICA_URL: ${describeReplicaTarget(target)} is the off-site copy of another server (${owner.host}, database ${owner.database}, since ${owner.since}).`,
      "Two servers copying to one place mix their copies, and a restore could bring back the wrong one.",
      "For a disaster drill or a test, start this server without the REPLICA_* settings (or with a REPLICA_URL of its own).",
      "If this server replaces that one for good, stop it and run `npm run restore -- --from-replica --take-over --force` (docs/deploy.md, section 6).",
    ].join("\n  "),
  );
}
