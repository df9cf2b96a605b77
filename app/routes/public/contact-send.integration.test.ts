/**
 * POST /contact/send, where the contact form's script posts
 * (docs/decisions/030-public-pages-without-hydration.md): the enquiry is
 * stored before the chat link comes back, and every refusal is JSON the
 * script can show.
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

const api = useApiServer({ signIn: false });

let clients = 0;
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return api.send("POST", "/contact/send", {
    body,
    headers: { "X-Forwarded-For": `203.0.113.${++clients}`, ...headers },
  });
}

const valid = {
  returnTo: "/",
  name: "Meena Sundaram",
  email: "meena@example.com",
  phone: "+91 98765 43210",
  service: "New Building Construction",
  message: "A duplex on a 2400 sq ft plot in Tambaram",
};

function storedEnquiries() {
  const db = new Database(api.server.databasePath, { readonly: true });
  try {
    return db.prepare("select name, message from enquiries").all() as {
      name: string;
      message: string;
    }[];
  } finally {
    db.close();
  }
}

describe("POST /contact/send", () => {
  it("stores the enquiry, then answers the chat link of the configured number", async () => {
    const response = await post(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await json<{ chatLink: string }>(response);
    const link = new URL(body.chatLink);
    expect(link.origin).toBe("https://wa.me");
    expect(link.searchParams.get("text")).toContain("Message: A duplex on a 2400 sq ft plot");
    expect(storedEnquiries()).toContainEqual({ name: valid.name, message: valid.message });
  });

  it("from a Tamil page, names the service and package in the chat by their Tamil names", async () => {
    const response = await post({ ...valid, package: "Premium", language: "ta" });
    expect(response.status).toBe(200);
    const { chatLink } = await json<{ chatLink: string }>(response);
    const text = new URL(chatLink).searchParams.get("text")!;
    expect(text).toContain("சேவை: புதிய கட்டடக் கட்டுமானம்");
    expect(text).toContain("தொகுப்பு: பிரீமியம்");
    expect(text).not.toMatch(/New Building Construction|Premium/);
  });

  it("answers 400 with the same messages as the page, and stores nothing", async () => {
    const before = storedEnquiries().length;
    const response = await post({ ...valid, email: "meena@localhost", message: "" });
    expect(response.status).toBe(400);
    const body = await json<{ formError: string; errors: Record<string, string> }>(response);
    expect(body.formError).toBe("Please correct the highlighted fields.");
    expect(Object.keys(body.errors).sort()).toEqual(["email", "message"]);
    expect(storedEnquiries()).toHaveLength(before);
  });

  it("answers a filled honeypot as if all went well, without a link or a stored enquiry", async () => {
    const before = storedEnquiries().length;
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({});
    expect(storedEnquiries()).toHaveLength(before);
  });

  it("answers 429 with Retry-After once an address has sent five", async () => {
    const address = { "X-Forwarded-For": "198.51.100.77" };
    for (let i = 0; i < 5; i++) expect((await post(valid, address)).status).toBe(200);
    const refused = await post(valid, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json<{ formError: string }>(refused)).formError).toMatch(/wait a few minutes/);
  });

  it("answers 405 to a GET, naming POST", async () => {
    const response = await api.send("GET", "/contact/send");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses a post from another site", async () => {
    const response = await post(valid, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});
