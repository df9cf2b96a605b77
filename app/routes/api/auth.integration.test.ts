import { describe, expect, it } from "vitest";
import { image, json, apiToken, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../test/support/server";

const api = useApiServer({ signIn: false });

const postLogin = (body: string) =>
  api.send("POST", "/api/login", { headers: { "Content-Type": "application/json" }, body });

describe("POST /api/login", () => {
  it("answers { token } for the right credentials", async () => {
    const response = await postLogin(
      JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    );
    expect(response.status).toBe(200);
    const body = await json<{ token: string }>(response);
    expect(Object.keys(body)).toEqual(["token"]);
    expect(body.token.length).toBeGreaterThan(30);
  });

  it("fails alike for an unknown e-mail and a wrong password", async () => {
    const wrong = await postLogin(
      JSON.stringify({ email: ADMIN_EMAIL, password: "not-the-password" }),
    );
    const unknown = await postLogin(
      JSON.stringify({ email: "nobody@example.com", password: ADMIN_PASSWORD }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it("answers 400 { message } for malformed or incomplete bodies", async () => {
    for (const body of [
      "{not json",
      "",
      "[]",
      "null",
      JSON.stringify({ email: ADMIN_EMAIL }),
      JSON.stringify({ email: 5, password: [] }),
    ]) {
      const response = await postLogin(body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
    const huge = await postLogin(
      JSON.stringify({ email: ADMIN_EMAIL, password: "x".repeat(2_000_000) }),
    );
    expect([400, 413]).toContain(huge.status);
  });
});

describe("tokens", () => {
  it("are refused after POST /api/logout", async () => {
    const token = await apiToken(api.baseURL);
    const create = async () =>
      api.send("POST", "/api/gallery-upload", {
        token,
        body: multipart({ gallery: [await image()] }),
      });
    expect((await create()).status).toBe(201);
    const logout = await api.send("POST", "/api/logout", { token });
    expect(logout.status).toBe(200);
    expect((await create()).status).toBe(401);
    expect((await api.send("POST", "/api/logout", { token })).status).toBe(401);
  });

  it("one logout does not end other tokens", async () => {
    const first = await apiToken(api.baseURL);
    const second = await apiToken(api.baseURL);
    await api.send("POST", "/api/logout", { token: first });
    const response = await api.send("DELETE", "/api/projects/unknown-id", { token: second });
    expect(response.status).toBe(404);
  });
});

describe("unknown API paths and uploads", () => {
  it("answer JSON 404 under /api", async () => {
    const response = await api.send("GET", "/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: expect.any(String) });
  });

  it("never list or escape the uploads folder", async () => {
    for (const url of [
      "/uploads/",
      "/uploads",
      "/uploads/..%2Fapp.db",
      "/uploads/%2e%2e/app.db",
      "/uploads/.staging/",
      "/uploads/nothing.webp",
    ]) {
      const response = await api.send("GET", url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("SQLite format");
    }
  });
});
