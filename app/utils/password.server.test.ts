import { describe, expect, it } from "vitest";
import {
  HashGate,
  HashingBusyError,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from "./password.server";

describe("passwordProblem", () => {
  it("refuses fewer than 8 characters and accepts 8", () => {
    expect(passwordProblem("")).toMatch(/at least 8 characters/);
    expect(passwordProblem("a7#kQ2z")).toMatch(/at least 8 characters/);
    expect(passwordProblem("a7#kQ2zp")).toBeNull();
  });

  it("accepts long passphrases of 64 characters and more", () => {
    const passphrase = "the red tractor climbs the muddy road to the new site at dawn, slowly";
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    expect(passwordProblem(passphrase)).toBeNull();
    expect(passwordProblem("x".repeat(200))).toBeNull();
  });

  it("refuses common passwords whatever their case", () => {
    for (const common of [
      "password",
      "Password123",
      "12345678",
      "qwertyuiop",
      "P@ssw0rd",
      "chennai123",
    ]) {
      expect(passwordProblem(common), common).toMatch(/too common/);
    }
  });
});

describe("password hashing", () => {
  it("stores a salted scrypt hash that verifies only the same password", async () => {
    const hash = await hashPassword("site-visit-2026!");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain("site-visit-2026!");
    expect(await hashPassword("site-visit-2026!")).not.toBe(hash);
    expect(await verifyPassword("site-visit-2026!", hash)).toBe(true);
    expect(await verifyPassword("site-visit-2026?", hash)).toBe(false);
  });
});

describe("HashGate", () => {
  function task(log: string[], name: string) {
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return {
      run: async () => {
        log.push(`start ${name}`);
        await done;
        log.push(`end ${name}`);
        return name;
      },
      finish,
    };
  }

  it("runs one hash at a time and lets an address that signed in before go first", async () => {
    const gate = new HashGate({
      concurrency: 1,
      maxWaiting: 5,
      maxWaitingPerAddress: 5,
      maxWaitMs: 5_000,
    });
    const log: string[] = [];
    const [a, b, owner] = [task(log, "a"), task(log, "b"), task(log, "owner")];
    const stranger = { knownAddress: false, address: "203.0.113.1" };
    const running = [
      gate.run(a.run, stranger),
      gate.run(b.run, stranger),
      gate.run(owner.run, { knownAddress: true, address: "198.51.100.7" }),
    ];
    await Promise.resolve();
    expect(log).toEqual(["start a"]);
    a.finish();
    owner.finish();
    b.finish();
    expect(await Promise.all(running)).toEqual(["a", "b", "owner"]);
    expect(log).toEqual(["start a", "end a", "start owner", "end owner", "start b", "end b"]);
  });

  it("serves first the waiting address served least recently, whatever e-mail it names", async () => {
    const gate = new HashGate({
      concurrency: 1,
      maxWaiting: 10,
      maxWaitingPerAddress: 3,
      maxWaitMs: 5_000,
    });
    const log: string[] = [];
    const from = (address: string) => ({ knownAddress: false, address });
    const tasks = ["x1", "x2", "x3", "x4", "y1"].map((name) => task(log, name));
    const running = [
      gate.run(tasks[0].run, from("x")),
      gate.run(tasks[1].run, from("x")),
      gate.run(tasks[2].run, from("x")),
      gate.run(tasks[3].run, from("x")),
      // A fourth waiting attempt from one address is refused; another address still gets in.
      gate.run(async () => "x5", from("x")),
      gate.run(tasks[4].run, from("y")),
    ];
    await expect(running[4]).rejects.toBeInstanceOf(HashingBusyError);
    for (const each of tasks) each.finish();
    await Promise.all([0, 1, 2, 3, 5].map((index) => running[index]));
    expect(log.filter((line) => line.startsWith("start"))).toEqual([
      "start x1",
      "start y1",
      "start x2",
      "start x3",
      "start x4",
    ]);
  });

  it("refuses at once when the line is full, and after waiting too long", async () => {
    const gate = new HashGate({
      concurrency: 1,
      maxWaiting: 1,
      maxWaitingPerAddress: 1,
      maxWaitMs: 50,
    });
    const log: string[] = [];
    const first = task(log, "first");
    const running = gate.run(first.run);
    const waiting = gate.run(async () => "second");
    await expect(gate.run(async () => "third")).rejects.toBeInstanceOf(HashingBusyError);
    await expect(waiting).rejects.toBeInstanceOf(HashingBusyError);
    first.finish();
    expect(await running).toBe("first");
    // The slot is free again.
    expect(await gate.run(async () => "later")).toBe("later");
  });
});
