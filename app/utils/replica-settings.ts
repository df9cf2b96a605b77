/**
 * The off-site copy's settings (docs/decisions/061-off-site-copy.md): REPLICA_URL names where the
 * database and the photos are copied, and the other REPLICA_* settings what that kind of target
 * needs. Parsed once with the rest of the configuration (env.server.ts); a problem names the
 * setting at fault.
 */

export type ReplicaTarget =
  | {
      kind: "s3";
      bucket: string;
      /** The folder inside the bucket, without leading or trailing slashes ("" for the root). */
      path: string;
      endpoint?: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Stores other than AWS (MinIO, R2, B2, Spaces) address buckets by path. */
      forcePathStyle: boolean;
    }
  | {
      kind: "sftp";
      user: string;
      host: string;
      port: number;
      /** An absolute folder on the server. */
      path: string;
      /** The private key: a file's path, or the key itself (PEM/OpenSSH text). */
      sshKey: string;
    }
  | { kind: "file"; path: string };

export type ReplicaSettings = {
  target: ReplicaTarget;
  /** How long points in time (and the copies of deleted photos) are kept. */
  retentionDays: number;
  /** How often Litestream writes a full snapshot of the database. */
  snapshotHours: number;
};

type ReplicaSettingProblem = { setting: string; message: string };

function trimSlashes(value: string) {
  return value.replace(/^\/+|\/+$/g, "");
}

/**
 * A part of a URL setting with its %-escapes decoded, or undefined when an escape is malformed
 * (`%ZZ`, a lone `%`): the caller reports the setting instead of start-up ending on a URIError.
 * Every decode of a setting's text goes through here.
 */
export function decodeSetting(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the REPLICA_* settings: null when REPLICA_URL is unset, otherwise the settings or the
 * list of problems, each naming its setting.
 */
export function parseReplicaSettings(
  source: Record<string, string | undefined>,
): ReplicaSettings | null | ReplicaSettingProblem[] {
  const value = (name: string) => {
    const raw = source[name]?.trim();
    return raw ? raw : undefined;
  };
  const url = value("REPLICA_URL");
  if (!url) return null;
  const problems: ReplicaSettingProblem[] = [];
  const require = (name: string, why: string) => {
    const found = value(name);
    if (!found) problems.push({ setting: name, message: `is required ${why}` });
    return found ?? "";
  };
  const days = (name: string, fallback: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const number = Number(raw);
    if (!Number.isInteger(number) || number < 1 || number > max) {
      problems.push({ setting: name, message: `must be a whole number from 1 to ${max}` });
    }
    return number;
  };

  let target: ReplicaTarget | undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  const shape =
    "must be s3://bucket/path, sftp://user@host[:port]/absolute/path or file:///absolute/path";
  if (!parsed) {
    problems.push({ setting: "REPLICA_URL", message: shape });
  } else if (parsed.protocol === "s3:") {
    const endpoint = value("REPLICA_ENDPOINT");
    if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
      problems.push({
        setting: "REPLICA_ENDPOINT",
        message:
          "must be the store's http(s):// address, e.g. https://s3.eu-central-003.backblazeb2.com",
      });
    }
    const path = decodeSetting(parsed.pathname);
    if (!parsed.hostname || path === undefined) {
      problems.push({ setting: "REPLICA_URL", message: shape });
    }
    const why = "with an s3:// REPLICA_URL";
    target = {
      kind: "s3",
      bucket: parsed.hostname,
      path: trimSlashes(path ?? ""),
      endpoint: endpoint?.replace(/\/+$/, ""),
      region: value("REPLICA_REGION") ?? "us-east-1",
      accessKeyId: require("REPLICA_ACCESS_KEY_ID", why),
      secretAccessKey: require("REPLICA_SECRET_ACCESS_KEY", why),
      forcePathStyle: Boolean(endpoint && !/amazonaws\.com/.test(endpoint)),
    };
  } else if (parsed.protocol === "sftp:") {
    const folder = (decodeSetting(parsed.pathname) ?? "").replace(/\/+$/, "");
    const user = decodeSetting(parsed.username) ?? "";
    if (!user || !parsed.hostname || !folder.startsWith("/") || folder === "") {
      problems.push({ setting: "REPLICA_URL", message: shape });
    }
    target = {
      kind: "sftp",
      user,
      host: parsed.hostname.replace(/^\[|\]$/g, ""),
      port: parsed.port ? Number(parsed.port) : 22,
      path: folder,
      sshKey: require("REPLICA_SSH_KEY", "with an sftp:// REPLICA_URL").replace(/\\n/g, "\n"),
    };
  } else if (parsed.protocol === "file:") {
    const folder = (decodeSetting(parsed.pathname) ?? "").replace(/\/+$/, "");
    if (parsed.hostname || !folder.startsWith("/") || folder === "") {
      problems.push({ setting: "REPLICA_URL", message: shape });
    }
    target = { kind: "file", path: folder };
  } else {
    problems.push({ setting: "REPLICA_URL", message: shape });
  }
  const retentionDays = days("REPLICA_RETENTION_DAYS", 30, 3650);
  const snapshotHours = days("REPLICA_SNAPSHOT_HOURS", 24, 24 * 30);
  if (problems.length || !target) return problems;
  return { target, retentionDays, snapshotHours };
}

/** Where the target is, for people and monitors: never a key, a password or a key's text. */
export function describeReplicaTarget(target: ReplicaTarget): string {
  switch (target.kind) {
    case "s3":
      return `s3://${target.bucket}/${target.path}`;
    case "sftp":
      return `sftp://${target.user}@${target.host}:${target.port}${target.path}`;
    case "file":
      return `file://${target.path}`;
  }
}
