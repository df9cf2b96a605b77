/**
 * What makes a new password acceptable. Client-safe (no hashing here), so
 * the Account forms' schemas check the same rules in the browser as the
 * server and `npm run admin` do.
 */
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

/** How long a "Forgot password?" link works (docs/security/sign-in.md#forgotten-passwords). */
export const PASSWORD_RESET_LIFETIME_MS = 30 * 60_000;
