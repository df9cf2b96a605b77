import fs from "node:fs/promises";
import path from "node:path";

/** REPLICA_SSH_KEY holds either the key's text or the path of its file. */
function isKeyText(value: string) {
  return value.includes("-----BEGIN");
}

export async function readSshKey(value: string): Promise<string> {
  return isKeyText(value) ? value : fs.readFile(path.resolve(value), "utf8");
}

/** A file Litestream can read the key from (its `key-path`): the given file, or one written here. */
export async function sshKeyFile(value: string, folder: string): Promise<string> {
  if (!isKeyText(value)) return path.resolve(value);
  const file = path.join(folder, "replica-ssh-key");
  await fs.writeFile(file, value.endsWith("\n") ? value : `${value}\n`, { mode: 0o600 });
  return file;
}
