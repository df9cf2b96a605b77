/**
 * One folder of the off-site target (docs/decisions/061-off-site-copy.md): the photos'
 * `<target>/uploads/` or the client documents' `<target>/documents/`, beside Litestream's
 * `<target>/db/` and the target's owner marker `<target>/owner.json` (app/replica/owner.server.ts).
 * One small interface over the three kinds of target; a file appears there whole or not at all (a
 * temporary name renamed into place, or one S3 PUT).
 */
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import SftpClient from "ssh2-sftp-client";
import type { ReplicaTarget } from "~/utils/replica-settings";
import { readSshKey } from "./ssh-key.server";

/** The target's folders of files, each the copy of one local folder (file-queue.server.ts). */
export type TargetFolder = "uploads" | "documents";

export type TargetStore = {
  /** The names of the files in this folder of the target. */
  list(): Promise<Set<string>>;
  put(name: string, localPath: string): Promise<void>;
  get(name: string, localPath: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** The text of `<target>/owner.json`, or null when there is none. */
  readOwner(): Promise<string | null>;
  writeOwner(text: string): Promise<void>;
  close(): Promise<void>;
};

const OWNER_FILE = "owner.json";

const CONTENT_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
};

/** `folder` is where put, get, list and remove work; the owner marker is the target's own. */
export function openTargetStore(target: ReplicaTarget, folder: TargetFolder): TargetStore {
  switch (target.kind) {
    case "file":
      return fileStore(target.path, folder);
    case "sftp":
      return sftpStore(target, folder);
    case "s3":
      return s3Store(target, folder);
  }
}

function fileStore(root: string, folderName: TargetFolder): TargetStore {
  const folder = path.join(root, folderName);
  /** Writes `text` to `file` whole: a temporary name, flushed, renamed into place. */
  async function writeWhole(file: string, write: (partial: string) => Promise<void>) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
    await write(partial);
    const handle = await fs.open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(partial, file);
  }
  return {
    async list() {
      try {
        return new Set((await fs.readdir(folder)).filter((name) => !name.startsWith(".")));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Set();
        throw error;
      }
    },
    async put(name, localPath) {
      await writeWhole(path.join(folder, name), (partial) => fs.copyFile(localPath, partial));
    },
    async get(name, localPath) {
      await fs.copyFile(path.join(folder, name), localPath);
    },
    async remove(name) {
      await fs.rm(path.join(folder, name), { force: true });
    },
    async readOwner() {
      try {
        return await fs.readFile(path.join(root, OWNER_FILE), "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async writeOwner(text) {
      await writeWhole(path.join(root, OWNER_FILE), (partial) => fs.writeFile(partial, text));
    },
    async close() {},
  };
}

function sftpStore(
  target: Extract<ReplicaTarget, { kind: "sftp" }>,
  folderName: TargetFolder,
): TargetStore {
  const folder = path.posix.join(target.path, folderName);
  const ownerFile = path.posix.join(target.path, OWNER_FILE);
  let client: SftpClient | undefined;
  let connecting: Promise<SftpClient> | undefined;
  let folderMade = false;

  async function connect(): Promise<SftpClient> {
    const fresh = new SftpClient("replica");
    await fresh.connect({
      host: target.host,
      port: target.port,
      username: target.user,
      privateKey: await readSshKey(target.sshKey),
      readyTimeout: 10_000,
      // A dead connection is noticed and the next attempt opens a new one.
      keepaliveInterval: 10_000,
      keepaliveCountMax: 3,
    });
    fresh.on("close", () => {
      if (client === fresh) client = undefined;
    });
    fresh.on("error", () => {
      if (client === fresh) client = undefined;
    });
    client = fresh;
    return fresh;
  }

  async function session<T>(work: (sftp: SftpClient) => Promise<T>): Promise<T> {
    const sftp =
      client ?? (await (connecting ??= connect().finally(() => (connecting = undefined))));
    try {
      return await work(sftp);
    } catch (error) {
      // The next call starts over on a new connection.
      if (client === sftp) client = undefined;
      await sftp.end().catch(() => {});
      throw error;
    }
  }

  return {
    list: () =>
      session(async (sftp) => {
        if (!(await sftp.exists(folder))) return new Set<string>();
        const entries = await sftp.list(folder);
        return new Set(entries.map((entry) => entry.name).filter((name) => !name.startsWith(".")));
      }),
    put: (name, localPath) =>
      session(async (sftp) => {
        if (!folderMade) {
          await sftp.mkdir(folder, true);
          folderMade = true;
        }
        const partial = path.posix.join(folder, `.${name}.partial`);
        await sftp.put(createReadStream(localPath), partial);
        const final = path.posix.join(folder, name);
        // OpenSSH's atomic rename; a server without that extension gets a plain rename.
        await sftp.posixRename(partial, final).catch(async () => {
          if (await sftp.exists(final)) await sftp.delete(final);
          await sftp.rename(partial, final);
        });
      }),
    get: (name, localPath) =>
      session(async (sftp) => {
        await sftp.fastGet(path.posix.join(folder, name), localPath);
      }),
    remove: (name) =>
      session(async (sftp) => {
        await sftp.delete(path.posix.join(folder, name), true);
      }),
    readOwner: () =>
      session(async (sftp) => {
        if (!(await sftp.exists(ownerFile))) return null;
        return ((await sftp.get(ownerFile)) as Buffer).toString("utf8");
      }),
    writeOwner: (text) =>
      session(async (sftp) => {
        await sftp.mkdir(target.path, true);
        const partial = path.posix.join(target.path, `.${OWNER_FILE}.partial`);
        await sftp.put(Buffer.from(text), partial);
        await sftp.posixRename(partial, ownerFile).catch(async () => {
          if (await sftp.exists(ownerFile)) await sftp.delete(ownerFile);
          await sftp.rename(partial, ownerFile);
        });
      }),
    async close() {
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

function s3Store(
  target: Extract<ReplicaTarget, { kind: "s3" }>,
  folder: TargetFolder,
): TargetStore {
  const s3 = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.forcePathStyle,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    maxAttempts: 1,
  });
  const prefix = target.path ? `${target.path}/${folder}/` : `${folder}/`;
  const ownerKey = target.path ? `${target.path}/${OWNER_FILE}` : OWNER_FILE;
  return {
    async list() {
      const names = new Set<string>();
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: target.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) names.add(object.Key.slice(prefix.length));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async put(name, localPath) {
      const body = await fs.readFile(localPath);
      await s3.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: prefix + name,
          Body: body,
          ContentType: CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream",
        }),
      );
    },
    async get(name, localPath) {
      const answer = await s3.send(
        new GetObjectCommand({ Bucket: target.bucket, Key: prefix + name }),
      );
      if (!answer.Body) throw new Error(`${name}: empty answer from the store`);
      await fs.writeFile(localPath, await answer.Body.transformToByteArray());
    },
    async remove(name) {
      await s3.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: prefix + name }));
    },
    async readOwner() {
      try {
        const answer = await s3.send(
          new GetObjectCommand({ Bucket: target.bucket, Key: ownerKey }),
        );
        return answer.Body ? await answer.Body.transformToString("utf-8") : null;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async writeOwner(text) {
      await s3.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: ownerKey,
          Body: text,
          ContentType: "application/json",
        }),
      );
    },
    async close() {
      s3.destroy();
    },
  };
}
