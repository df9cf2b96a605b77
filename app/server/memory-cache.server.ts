/**
 * What the two in-memory answer caches share, the public page cache
 * (page-cache.server.ts) and the hot static files (static-files.server.ts):
 * a map bounded by bytes that drops the entry used longest ago, and the
 * reading of the request headers that choose what to send
 * (Accept-Encoding, If-None-Match).
 */
import type { OutgoingHttpHeaders } from "node:http";

/** A body with the complete headers it is sent with, built once when it is stored. */
export type Representation = { body: Buffer; headers: OutgoingHttpHeaders };

export type Encoding = "br" | "gzip" | "identity";

type Slot<V> = { value: V; bytes: number; usedAt: number };

/**
 * Entries bounded by their total bytes; storing past the budget drops the
 * entries used longest ago. A hit only notes when it was used (no map
 * re-insertion); the scan for the oldest runs on the rare store over budget.
 */
export class ByteBoundedCache<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private totalBytes = 0;
  /** Counts uses: later uses have larger numbers (no clock, so no ties). */
  private uses = 0;

  constructor(readonly maxBytes: number) {}

  /** The entry, noted as just used. */
  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    slot.usedAt = ++this.uses;
    return slot.value;
  }

  set(key: string, value: V, bytes: number) {
    this.delete(key);
    this.slots.set(key, { value, bytes, usedAt: ++this.uses });
    this.totalBytes += bytes;
    while (this.totalBytes > this.maxBytes) this.dropLeastRecentlyUsed();
  }

  delete(key: string) {
    const slot = this.slots.get(key);
    if (slot === undefined) return;
    this.slots.delete(key);
    this.totalBytes -= slot.bytes;
  }

  clear() {
    this.slots.clear();
    this.totalBytes = 0;
  }

  get size() {
    return this.slots.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  private dropLeastRecentlyUsed() {
    let oldestKey: string | undefined;
    let oldestUse = Infinity;
    for (const [key, slot] of this.slots) {
      if (slot.usedAt < oldestUse) {
        oldestKey = key;
        oldestUse = slot.usedAt;
      }
    }
    if (oldestKey === undefined) return;
    this.delete(oldestKey);
  }
}

/** The encodings chosen for the Accept-Encoding values seen (browsers send a handful). */
const chosenEncodings = new Map<string, Encoding>();
const MAX_CHOSEN_ENCODINGS = 64;

/** The best encoding the client accepts: brotli, then gzip, then none (`;q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!accepted) return "identity";
  let chosen = chosenEncodings.get(accepted);
  if (chosen === undefined) {
    chosen = negotiateEncoding(accepted);
    if (chosenEncodings.size >= MAX_CHOSEN_ENCODINGS) chosenEncodings.clear();
    chosenEncodings.set(accepted, chosen);
  }
  return chosen;
}

function negotiateEncoding(accepted: string): Encoding {
  if (/\bbr\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepted)) return "br";
  if (/\bgzip\b(?!;q=0(?:\.0*)?(?:,|$))/.test(accepted)) return "gzip";
  return "identity";
}

/** Whether If-None-Match names one of `etags` (weak or strong), or is `*`. */
export function matchesETag(
  ifNoneMatch: string | undefined,
  etags: { has(tag: string): boolean },
): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => etags.has(tag.trim().replace(/^W\//, "")));
}
