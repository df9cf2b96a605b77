/**
 * "Set a new first password" on Administrators (docs/product/admin.md#administrators), as a browser
 * without JavaScript posts it: the way back in for an administrator who forgot their password
 * where the site cannot send mail. It asks for one's own password like every sensitive action,
 * ends every session and token of the other account, which must replace the password at its
 * next sign-in, and the audit log records it.
 */
import { describe, expect, it } from "vitest";
import { signInApi } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../test/support/server";

const api = useApiServer({ signIn: false });
const ENGINEER = "engineer@example.com";
const ENGINEER_PASSWORD = "engineer-own-password-1";
const NEW_FIRST_PASSWORD = "given-by-phone-2";

async function page(response: Response) {
  return (await response.text()).replace(/<!--.*?-->/g, "");
}

function input(html: string, id: string) {
  return new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

function messageOf(html: string, id: string) {
  return new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? null;
}

/** Adds the engineer, who signs in and replaces the first password with their own. */
async function addEngineer(owner: BrowserSession) {
  const added = await owner.post("/administrators", {
    email: ENGINEER,
    password: "temporary-site-7",
    currentPassword: ADMIN_PASSWORD,
  });
  expect(added.status).toBe(302);
  const engineer = await signInBrowser(api.baseURL, {
    email: ENGINEER,
    password: "temporary-site-7",
  });
  const changed = await engineer.post("/change-password", {
    currentPassword: "temporary-site-7",
    newPassword: ENGINEER_PASSWORD,
    confirmPassword: ENGINEER_PASSWORD,
  });
  expect(changed.headers.get("Location")).toBe("/dashboard");
  const html = await page(await owner.get("/administrators"));
  const id = /value="first-password"\/><input type="hidden" name="adminId" value="([\w-]+)"/.exec(
    html,
  )?.[1];
  expect(id).toBeTruthy();
  return { engineer, engineerId: id! };
}

describe("setting a new first password for another administrator", () => {
  // Eight password hashes in one test: longer than the default on a busy machine.
  it(
    "needs one's own password, ends their sessions and tokens, and is logged",
    { timeout: 90_000 },
    async () => {
      const owner = await signInBrowser(api.baseURL);
      const { engineer, engineerId } = await addEngineer(owner);
      const tokenAnswer = await signInApi(api.baseURL, {
        email: ENGINEER,
        password: ENGINEER_PASSWORD,
      });
      const { token } = (await tokenAnswer.json()) as { token: string };
      const passwordId = `first-password-${engineerId}-password`;
      const ownPasswordId = `first-password-${engineerId}-currentPassword`;

      // The button opens the form in the row, its first field focused.
      const asked = await page(
        await owner.post("/administrators", { intent: "first-password", adminId: engineerId }),
      );
      expect(asked).toContain(`Set a new first password for ${ENGINEER}? They will be signed out`);
      expect(input(asked, passwordId)).toContain("autofocus");

      const attempts: [Record<string, string>, string, string][] = [
        [
          { password: "short", currentPassword: ADMIN_PASSWORD },
          passwordId,
          "Password must be at least 8 characters.",
        ],
        [{ password: NEW_FIRST_PASSWORD }, ownPasswordId, "Enter your current password to confirm"],
        [
          { password: NEW_FIRST_PASSWORD, currentPassword: "not-my-password" },
          ownPasswordId,
          "That is not your current password.",
        ],
      ];
      for (const [fields, fieldId, message] of attempts) {
        const response = await owner.post("/administrators", {
          intent: "first-password",
          adminId: engineerId,
          confirmed: "yes",
          ...fields,
        });
        expect(response.status).toBe(400);
        const html = await page(response);
        expect(messageOf(html, fieldId)).toBe(message);
        expect(input(html, fieldId)).toContain("autofocus");
        // Passwords are never sent back.
        expect(input(html, passwordId)).not.toContain("value=");
      }
      // Nothing changed: the engineer is still signed in with their own password.
      expect((await engineer.get("/dashboard")).status).toBe(200);

      const done = await owner.post("/administrators", {
        intent: "first-password",
        adminId: engineerId,
        confirmed: "yes",
        password: NEW_FIRST_PASSWORD,
        currentPassword: ADMIN_PASSWORD,
      });
      expect(done.status).toBe(302);
      expect(done.headers.get("Location")).toBe("/administrators?done=first-password");
      const list = await page(await owner.get("/administrators?done=first-password"));
      expect(list).toContain("New first password set. Their sessions and tokens were ended");
      expect(list).toContain("has not chosen a password yet");

      // Every session and token of the engineer ended; the old password no longer works.
      expect((await engineer.get("/dashboard")).headers.get("Location")).toMatch(/^\/login/);
      const tokenUse = await fetch(`${api.baseURL}/api/logout`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(tokenUse.status).toBe(401);
      expect(
        (await signInApi(api.baseURL, { email: ENGINEER, password: ENGINEER_PASSWORD })).status,
      ).toBe(401);
      // The new first password signs in, to the screen that asks for their own one first.
      expect(
        (await signInApi(api.baseURL, { email: ENGINEER, password: NEW_FIRST_PASSWORD })).status,
      ).toBe(403);
      const again = await signInBrowser(api.baseURL, {
        email: ENGINEER,
        password: NEW_FIRST_PASSWORD,
      });
      expect((await again.get("/dashboard")).headers.get("Location")).toBe("/change-password");

      const activity = await page(await owner.get("/activity?kind=accounts"));
      expect(activity).toContain("Set a new first password for an administrator");
      expect(activity).toContain(ENGINEER);
    },
  );

  it("is not offered for one's own account, and refused there", async () => {
    const owner = await signInBrowser(api.baseURL);
    const html = await page(await owner.get("/administrators"));
    expect(html).not.toContain(`Set a new first password for ${ADMIN_EMAIL}`);
    const ownId = [...html.matchAll(/name="adminId" value="([\w-]+)"/g)][0][1];
    const response = await owner.post("/administrators", {
      intent: "first-password",
      adminId: ownId,
      confirmed: "yes",
      password: NEW_FIRST_PASSWORD,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await page(response)).toContain("Change your own password from Account.");
    expect((await signInApi(api.baseURL)).status).toBe(200);
  });
});
