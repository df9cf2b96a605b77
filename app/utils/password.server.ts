import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt at OWASP's recommended parameters (N=2^17, r=8, p=1, 128 MiB):
 * built into Node, so nothing native to compile. See docs/decisions.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified when the e-mail is unknown so both failures take as long. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash() {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/** A short list of the most used passwords; a stronger check would ship a larger list. */
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "11111111",
  "00000000",
  "iloveyou",
  "admin123",
  "administrator",
  "welcome1",
  "welcome123",
  "letmein1",
  "sunshine1",
  "football1",
  "princess1",
  "abc12345",
  "abcd1234",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "changeme",
  "changeme123",
  "trustno1",
  "baseball1",
  "superman1",
  "1q2w3e4r",
  "1qaz2wsx",
  "qwerty12",
  "asdfghjk",
  "zaq12wsx",
  "dragon123",
  "monkey123",
  "master123",
  "computer",
  "internet",
  "whatever",
  "starwars",
  "88888888",
  "12341234",
  "987654321",
  "qazwsxedc",
  "adminadmin",
  "admin@123",
  "password@123",
  "india123",
  "chennai123",
]);

/** Returns why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    return "That password is too common; choose another.";
  return null;
}
