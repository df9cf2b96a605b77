/**
 * Methods no route takes answer 405 with `Allow`, and a page's POST that is
 * not a form answers 415, against the production build: never a 500, never
 * a stack trace in the log (docs/security/requests.md#methods-and-body-types).
 */
import { describe, expect, it } from "vitest";
import { json, rawRequest as rawRequestTo, send } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";

const api = useApiServer({ signIn: false });

function rawRequest(method: string, pathname: string) {
  return rawRequestTo(api.baseURL, method, pathname);
}

function allowOf(headers: string) {
  return /^allow: (.*)$/im.exec(headers)?.[1].trim();
}

/** What the log says went wrong: error lines and stack traces. */
function loggedErrors() {
  return api.server
    .output()
    .split("\n")
    .filter((line) => /"level":50|\bstack\b|^\s+at |Error:/.test(line));
}

let clients = 0;
function formPost(pathname: string, type: string, body: string, accept = "text/html") {
  return send(api.baseURL, "POST", pathname, {
    headers: {
      Origin: api.baseURL,
      "Content-Type": type,
      Accept: accept,
      "X-Forwarded-For": `192.0.2.${++clients}`,
    },
    body,
  });
}

describe("methods no route takes", () => {
  it("TRACE, TRACK and others on a page answer 405 naming the page's methods", async () => {
    const errorsBefore = loggedErrors().length;
    for (const method of ["TRACE", "TRACK", "PROPFIND", "OPTIONS", "DELETE", "PUT"]) {
      const answer = await rawRequest(method, "/");
      expect(answer.status, method).toBe(405);
      expect(allowOf(answer.headers), method).toBe("GET, HEAD");
    }
    for (const method of ["TRACE", "DELETE", "PATCH"]) {
      const answer = await rawRequest(method, "/contact");
      expect(answer.status, method).toBe(405);
      expect(allowOf(answer.headers), method).toBe("GET, HEAD, POST");
    }
    const post = await formPost("/projects", "application/x-www-form-urlencoded", "a=1");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect(await post.text()).toBe("Method not allowed");
    expect(loggedErrors().slice(errorsBefore)).toEqual([]);
  });

  it("under /api, the route's own 405 JSON with its methods", async () => {
    const errorsBefore = loggedErrors().length;
    const list = await rawRequest("TRACE", "/api/projects");
    expect(list.status).toBe(405);
    expect(allowOf(list.headers)).toBe("GET");
    expect(list.body).toContain('{"message":"Method not allowed"}');
    const one = await rawRequest("PROPFIND", "/api/projects/0123456789abcdef01234567");
    expect(one.status).toBe(405);
    expect(allowOf(one.headers)).toBe("GET, PUT, DELETE");
    const options = await rawRequest("OPTIONS", "/api/login");
    expect(options.status).toBe(405);
    expect(allowOf(options.headers)).toBe("POST");
    expect(loggedErrors().slice(errorsBefore)).toEqual([]);
  });
});

describe("a form action sent something that is not a form", () => {
  it("answers 415 on /contact, /contact/send and /login, without a stack trace", async () => {
    const errorsBefore = loggedErrors().length;
    const enquiry = JSON.stringify({ name: "Ravi", email: "ravi@example.com" });
    for (const [pathname, type] of [
      ["/contact", "application/json"],
      ["/contact", "text/plain"],
      ["/contact/send", "application/json"],
      ["/login", "application/json"],
      ["/login", "text/plain;charset=UTF-8"],
      ["/change-password", "application/xml"],
    ]) {
      const response = await formPost(pathname, type, enquiry);
      expect(response.status, `${pathname} ${type}`).toBe(415);
      expect(await response.text()).toMatch(/takes a form/);
    }
    // The contact form's script reads JSON: the refusal is JSON it can show.
    const scripted = await formPost("/contact/send", "text/plain", "x", "application/json");
    expect(scripted.status).toBe(415);
    expect(await json(scripted)).toMatchObject({ message: expect.stringMatching(/takes a form/) });
    expect(loggedErrors().slice(errorsBefore)).toEqual([]);
  });

  it("still takes real forms", async () => {
    const response = await formPost(
      "/login",
      "application/x-www-form-urlencoded",
      new URLSearchParams({ email: "nobody@example.com", password: "wrong-password-1" }).toString(),
    );
    // Read and checked: a wrong password, not a refused body.
    expect(response.status).toBe(401);
  });
});
