import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import {
  describeReplicaTarget,
  parseReplicaSettings,
  type ReplicaSettings,
} from "./replica-settings";

describe("REPLICA_* settings", () => {
  it("leaves everything as it was when REPLICA_URL is unset", () => {
    expect(parseReplicaSettings({})).toBeNull();
    expect(parseEnv({ NODE_ENV: "test" }).REPLICA).toBeNull();
  });

  it("reads each kind of target", () => {
    expect(parseReplicaSettings({ REPLICA_URL: "file:///mnt/backup/site" })).toEqual({
      target: { kind: "file", path: "/mnt/backup/site" },
      retentionDays: 30,
      snapshotHours: 24,
    });
    const sftp = parseReplicaSettings({
      REPLICA_URL: "sftp://copy@backup.example.in:2222/srv/site",
      REPLICA_SSH_KEY: "/root/.ssh/replica",
      REPLICA_RETENTION_DAYS: "7",
    });
    expect(sftp).toMatchObject({
      target: {
        kind: "sftp",
        user: "copy",
        host: "backup.example.in",
        port: 2222,
        path: "/srv/site",
      },
      retentionDays: 7,
    });
    const s3 = parseReplicaSettings({
      REPLICA_URL: "s3://builder-copy/site",
      REPLICA_ENDPOINT: "https://s3.eu-central-003.backblazeb2.com",
      REPLICA_REGION: "eu-central-003",
      REPLICA_ACCESS_KEY_ID: "key-id",
      REPLICA_SECRET_ACCESS_KEY: "very-secret",
    });
    expect(s3).toMatchObject({
      target: { kind: "s3", bucket: "builder-copy", path: "site", forcePathStyle: true },
    });
    // What people and monitors see names no key.
    expect(describeReplicaTarget((s3 as ReplicaSettings).target)).toBe("s3://builder-copy/site");
  });

  it("stops start-up with a message naming the setting at fault", () => {
    expect(() => parseEnv({ REPLICA_URL: "ftp://example.in/site" })).toThrowError(/REPLICA_URL/);
    expect(() => parseEnv({ REPLICA_URL: "file://relative/path" })).toThrowError(/REPLICA_URL/);
    expect(() => parseEnv({ REPLICA_URL: "sftp://copy@backup.example.in/srv" })).toThrowError(
      /REPLICA_SSH_KEY: is required with an sftp:\/\/ REPLICA_URL/,
    );
    expect(() => parseEnv({ REPLICA_URL: "s3://bucket/site" })).toThrowError(
      /REPLICA_ACCESS_KEY_ID[\s\S]*REPLICA_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      parseEnv({ REPLICA_URL: "file:///mnt/copy", REPLICA_RETENTION_DAYS: "forever" }),
    ).toThrowError(/REPLICA_RETENTION_DAYS: must be a whole number/);
  });

  it("names REPLICA_URL, as an EnvError, when a %-escape in it is malformed", () => {
    const keys = { REPLICA_ACCESS_KEY_ID: "id", REPLICA_SECRET_ACCESS_KEY: "secret" };
    for (const url of [
      "s3://bkt/p%ZZ",
      "s3://bkt/%",
      "sftp://co%ZZpy@backup.example.in/srv/site",
      "sftp://copy@backup.example.in/srv/%E0%A4",
      "file:///mnt/%ZZ",
    ]) {
      const start = () => parseEnv({ REPLICA_URL: url, REPLICA_SSH_KEY: "/etc/key", ...keys });
      expect(start, url).toThrowError(EnvError);
      expect(start, url).toThrowError(/REPLICA_URL: must be s3:\/\/bucket\/path/);
    }
    // A well-formed escape still decodes.
    expect(
      parseEnv({ REPLICA_URL: "s3://bkt/site%20copy", ...keys }).REPLICA?.target,
    ).toMatchObject({ bucket: "bkt", path: "site copy" });
  });
});
