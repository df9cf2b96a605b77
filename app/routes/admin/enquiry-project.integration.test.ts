/**
 * A won enquiry becomes its client's private project (docs/product/enquiry-pipeline.md#won),
 * without JavaScript: asked first when not yet won, the project private with the client's name,
 * phone, e-mail and the language of the page the enquiry came from, its client link working, the
 * enquiry won and linked; a second tap opens the same project.
 */
import { parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import {
  formPost,
  signInBrowser,
  type BrowserSession,
} from "../../../test/support/browser-session";
import { TEST_SITE_URL } from "../../../test/support/server";

const api = useApiServer();
let owner: BrowserSession;
let clients = 0;

type ApiEnquiry = { id: string; name: string; status: string; projectId: string | null };

async function sendEnquiry(path: string, name: string, phone: string, email: string) {
  const sent = await formPost(
    api.baseURL,
    path,
    { returnTo: "/contact", name, email, phone, service: "Other", message: "A two-floor house" },
    { "X-Forwarded-For": `203.0.113.${++clients}` },
  );
  expect(sent.status).toBe(303);
  return enquiryNamed(name);
}

async function enquiryNamed(name: string) {
  const list = await json<{ enquiries: ApiEnquiry[] }>(
    await api.send("GET", "/api/enquiries", { token: api.token }),
  );
  return list.enquiries.find((enquiry) => enquiry.name === name)!;
}

async function projectCount() {
  const response = await api.send("GET", "/api/projects", { token: api.token });
  expect(response.status).toBe(200);
  return Number(response.headers.get("x-total-count"));
}

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

describe("Make the client's project", () => {
  it("asks first, then makes one private project with the client's details and a working link", async () => {
    const enquiry = await sendEnquiry(
      "/ta/contact",
      "கவிதா ராமன்",
      "098400 77777",
      "kavitha@example.com",
    );
    const before = await projectCount();

    const card = parse(await (await owner.get("/enquiries")).text()).querySelector(
      `li[aria-label="கவிதா ராமன்"]`,
    )!;
    const button = card.querySelector(`form[action="/enquiries/${enquiry.id}/project"] button`)!;
    expect(button.text.trim()).toBe("Make the client's project");

    // Not won yet: the button asks first.
    const asked = await owner.post(`/enquiries/${enquiry.id}/project`, {});
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(`/enquiries/${enquiry.id}/project`);
    const question = await owner.get(`/enquiries/${enquiry.id}/project`);
    expect(await question.text()).toContain("is not marked won yet");
    expect(await projectCount()).toBe(before);

    const made = await owner.post(`/enquiries/${enquiry.id}/project`, { confirmed: "yes" });
    expect(made.status).toBe(302);
    const editor = made.headers.get("location")!;
    const projectId = /^\/edit-project\/([\w-]+)$/.exec(editor)![1];

    const project = await json<{
      visibility: string;
      client: Record<string, string>;
      trackerUrl: string;
      title: string;
    }>(await api.send("GET", `/api/projects/${projectId}`, { token: api.token }));
    expect(project).toMatchObject({
      visibility: "private",
      title: "கவிதா ராமன்'s house",
      client: {
        name: "கவிதா ராமன்",
        phone: "098400 77777",
        email: "kavitha@example.com",
        language: "ta",
      },
    });
    // The client's link, in Tamil, opens the client's page.
    expect(project.trackerUrl.startsWith(`${TEST_SITE_URL}/ta/track/`)).toBe(true);
    const tracker = await fetch(`${api.baseURL}${new URL(project.trackerUrl).pathname}`);
    expect(tracker.status).toBe(200);
    expect(await tracker.text()).toContain("கவிதா ராமன்");
    // Nobody else sees it.
    expect((await fetch(`${api.baseURL}/api/projects/${projectId}`)).status).toBe(404);

    expect(await enquiryNamed("கவிதா ராமன்")).toMatchObject({ status: "won", projectId });
    const page = await owner.get(editor);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(project.trackerUrl);

    // A second tap lands on the same project.
    const again = await owner.post(`/enquiries/${enquiry.id}/project`, { confirmed: "yes" });
    expect(again.headers.get("location")).toBe(editor);
    expect(await projectCount()).toBe(before + 1);
    const linked = parse(await (await owner.get("/enquiries")).text()).querySelector(
      `li[aria-label="கவிதா ராமன்"]`,
    )!;
    expect(linked.querySelector(`a[href="${editor}"]`)?.text.trim()).toBe(
      "Open the client's project",
    );
  });

  it("makes the project at once for an enquiry already won, in English from an English page", async () => {
    const enquiry = await sendEnquiry(
      "/contact",
      "Prakash Iyer",
      "98400 88888",
      "prakash@example.com",
    );
    await api.send("PATCH", `/api/enquiries/${enquiry.id}`, {
      token: api.token,
      body: JSON.stringify({ status: "won" }),
      headers: { "Content-Type": "application/json" },
    });
    const made = await owner.post(`/enquiries/${enquiry.id}/project`, {});
    const projectId = /^\/edit-project\/([\w-]+)$/.exec(made.headers.get("location")!)![1];
    const project = await json<{ client: Record<string, string>; trackerUrl: string }>(
      await api.send("GET", `/api/projects/${projectId}`, { token: api.token }),
    );
    expect(project.client.language).toBe("en");
    expect(project.trackerUrl.startsWith(`${TEST_SITE_URL}/track/`)).toBe(true);
  });
});
