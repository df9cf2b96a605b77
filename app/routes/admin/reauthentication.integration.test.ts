/**
 * Sensitive actions ask again (docs/security/sign-in.md#sensitive-actions), as a browser without
 * JavaScript posts them: adding or removing an administrator and changing the e-mail need the
 * current password in the same form. Without it, or with a wrong one, nothing changes and the
 * message stands beside the password field, which gets the focus, with the rest of what was
 * typed kept; wrong passwords count against the sign-in limits.
 */
import { describe, expect, it } from "vitest";
import { signInApi } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../test/support/server";

const api = useApiServer({ signIn: false });
const ENGINEER = "engineer@example.com";
const MISSING = "Enter your current password to confirm";
const WRONG = "That is not your current password.";

async function page(response: Response) {
  return (await response.text()).replace(/<!--.*?-->/g, "");
}

/** The `<input>` with this id, as served. */
function input(html: string, id: string) {
  return new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

/** The message element beside the field with this id. */
function messageOf(html: string, id: string) {
  return new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? null;
}

async function administrators(owner: BrowserSession) {
  return page(await owner.get("/administrators"));
}

describe("adding an administrator", () => {
  const fields = { email: ENGINEER, password: "temporary-site-7" };

  it("without the current password adds no one and asks for it beside the field", async () => {
    const owner = await signInBrowser(api.baseURL);
    const response = await owner.post("/administrators", fields);
    expect(response.status).toBe(400);
    const html = await page(response);
    expect(messageOf(html, "add-admin-currentPassword")).toBe(MISSING);
    const field = input(html, "add-admin-currentPassword");
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain("autofocus");
    // The e-mail typed is kept; passwords are never sent back.
    expect(input(html, "add-admin-email")).toContain(`value="${ENGINEER}"`);
    expect(input(html, "add-admin-password")).not.toContain("value=");
    expect(await administrators(owner)).not.toContain(ENGINEER);
  });

  it("with a wrong password adds no one and says so beside the field", async () => {
    const owner = await signInBrowser(api.baseURL);
    const response = await owner.post("/administrators", {
      ...fields,
      currentPassword: "not-my-password",
    });
    expect(response.status).toBe(400);
    const html = await page(response);
    expect(messageOf(html, "add-admin-currentPassword")).toBe(WRONG);
    expect(input(html, "add-admin-currentPassword")).toContain("autofocus");
    expect(input(html, "add-admin-email")).toContain(`value="${ENGINEER}"`);
    expect(await administrators(owner)).not.toContain(ENGINEER);
  });

  it("with the right password adds them", async () => {
    const owner = await signInBrowser(api.baseURL);
    const response = await owner.post("/administrators", {
      ...fields,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/administrators?done=added");
    expect(await administrators(owner)).toContain(ENGINEER);
  });
});

describe("removing an administrator", () => {
  async function engineerId(owner: BrowserSession) {
    const html = await administrators(owner);
    // Each row's forms (Remove, Set a new first password) carry its id.
    const ids = [
      ...new Set([...html.matchAll(/name="adminId" value="([\w-]+)"/g)].map((match) => match[1])),
    ];
    expect(ids).toHaveLength(2);
    return ids[1];
  }

  it("asks first, then needs the current password in that form", async () => {
    const owner = await signInBrowser(api.baseURL);
    const adminId = await engineerId(owner);
    const asked = await page(await owner.post("/administrators", { intent: "remove", adminId }));
    expect(asked).toContain(`Remove ${ENGINEER}? They will be signed out everywhere.`);
    expect(input(asked, `remove-${adminId}-password`)).toContain("autofocus");

    for (const [currentPassword, message] of [
      ["", MISSING],
      ["not-my-password", WRONG],
    ]) {
      const response = await owner.post("/administrators", {
        intent: "remove",
        adminId,
        confirmed: "yes",
        currentPassword,
      });
      expect(response.status).toBe(400);
      const html = await page(response);
      expect(messageOf(html, `remove-${adminId}-password`)).toBe(message);
      expect(input(html, `remove-${adminId}-password`)).toContain("autofocus");
      expect(await administrators(owner)).toContain(ENGINEER);
    }

    const removed = await owner.post("/administrators", {
      intent: "remove",
      adminId,
      confirmed: "yes",
      currentPassword: ADMIN_PASSWORD,
    });
    expect(removed.headers.get("Location")).toBe("/administrators?done=removed");
    expect(await administrators(owner)).not.toContain(ENGINEER);
  });
});

describe("wrong passwords in a sensitive form", () => {
  it("count against the sign-in limit of that account and address", async () => {
    const address = { "X-Forwarded-For": "192.0.2.50" };
    const owner = await signInBrowser(api.baseURL, { headers: address });
    const attempt = () =>
      owner.post("/administrators", {
        email: ENGINEER,
        password: "temporary-site-7",
        currentPassword: "not-my-password",
      });
    for (let tries = 0; tries < 5; tries += 1) expect((await attempt()).status).toBe(400);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(messageOf(await page(blocked), "add-admin-currentPassword")).toMatch(
      /^Too many wrong passwords\. Please try again in \d+ minutes?\.$/,
    );
    // The right password is refused too while blocked, and so is signing in from there.
    const right = await owner.post("/administrators", {
      email: ENGINEER,
      password: "temporary-site-7",
      currentPassword: ADMIN_PASSWORD,
    });
    expect(right.status).toBe(429);
    expect((await signInApi(api.baseURL, undefined, address)).status).toBe(429);
    // Elsewhere the owner still signs in.
    expect((await signInApi(api.baseURL)).status).toBe(200);
  });
});

describe("changing the e-mail", () => {
  const NEW_EMAIL = "owner@srilakshmibuilders.in";

  it("needs the current password; then sign-in uses the new e-mail, and the log says so", async () => {
    const owner = await signInBrowser(api.baseURL);
    for (const [currentPassword, message] of [
      ["", MISSING],
      ["not-my-password", WRONG],
    ]) {
      const response = await owner.post("/account", {
        intent: "change-email",
        email: NEW_EMAIL,
        currentPassword,
      });
      expect(response.status).toBe(400);
      const html = await page(response);
      expect(messageOf(html, "change-email-currentPassword")).toBe(message);
      expect(input(html, "change-email-currentPassword")).toContain("autofocus");
      expect(input(html, "change-email-email")).toContain(`value="${NEW_EMAIL}"`);
    }
    expect(
      (await signInApi(api.baseURL, { email: NEW_EMAIL, password: ADMIN_PASSWORD })).status,
    ).toBe(401);

    const changed = await owner.post("/account", {
      intent: "change-email",
      email: NEW_EMAIL,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(changed.headers.get("Location")).toBe("/account?done=email");
    const account = await page(await owner.get("/account?done=email"));
    expect(account).toContain(`Signed in as ${NEW_EMAIL}.`);
    expect(account).toContain("Your e-mail was changed. Sign in with the new one from now on.");
    expect(
      (await signInApi(api.baseURL, { email: NEW_EMAIL, password: ADMIN_PASSWORD })).status,
    ).toBe(200);
    expect((await signInApi(api.baseURL)).status).toBe(401);

    const activity = await page(await owner.get("/activity?kind=accounts"));
    expect(activity).toContain("Changed their e-mail");
    expect(activity).toContain(`${ADMIN_EMAIL} → ${NEW_EMAIL}`);
  });

  it("refuses an e-mail another administrator has, beside the e-mail field", async () => {
    const owner = await signInBrowser(api.baseURL, { email: NEW_EMAIL });
    await owner.post("/administrators", {
      email: ENGINEER,
      password: "temporary-site-7",
      currentPassword: ADMIN_PASSWORD,
    });
    const response = await owner.post("/account", {
      intent: "change-email",
      email: ENGINEER,
      currentPassword: ADMIN_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(messageOf(await page(response), "change-email-email")).toBe(
      "An administrator with this e-mail already exists.",
    );
  });
});
