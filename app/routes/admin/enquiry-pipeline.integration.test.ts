/**
 * The enquiry pipeline (docs/product/enquiry-pipeline.md) on the production build: status and
 * call-back day changed through the enquiries screen's forms (no JavaScript) and through
 * /api/enquiries, refusals answered beside the field or as 400 { message, field }, and the
 * dashboard's "Call back today" and "Overdue" in India's day.
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
import { siteDay } from "~/utils/dates";

const api = useApiServer();
let owner: BrowserSession;
let clients = 0;

type ApiEnquiry = {
  id: string;
  name: string;
  status: string;
  lostReason: string;
  followUpOn: string | null;
  source: Record<string, string> | null;
};

async function sendEnquiry(name: string) {
  const sent = await formPost(
    api.baseURL,
    "/contact",
    {
      returnTo: "/contact",
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.com`,
      phone: "98400 12345",
      service: "Other",
      message: `A house for ${name}`,
    },
    { "X-Forwarded-For": `203.0.113.${++clients}` },
  );
  expect(sent.status).toBe(303);
  const list = await json<{ enquiries: ApiEnquiry[] }>(
    await api.send("GET", "/api/enquiries", { token: api.token }),
  );
  return list.enquiries.find((enquiry) => enquiry.name === name)!;
}

function patch(id: string, body: unknown, token = api.token) {
  return api.send("PATCH", `/api/enquiries/${id}`, {
    token,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

async function card(name: string) {
  const response = await owner.get("/enquiries");
  expect(response.status).toBe(200);
  return parse(await response.text()).querySelector(`li[aria-label="${name}"]`)!;
}

const pressed = (element: Awaited<ReturnType<typeof card>>) =>
  element.querySelector('button[name="status"][aria-pressed="true"]')?.text.trim();

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

describe("the pipeline on the enquiries screen", () => {
  it("moves an enquiry on, asks why when it is lost, and keeps the call-back day", async () => {
    const enquiry = await sendEnquiry("Revathi Natarajan");
    expect(pressed(await card("Revathi Natarajan"))).toBe("New");

    expect(
      (await owner.post("/enquiries", { id: enquiry.id, status: "quoted", lostReason: "" })).status,
    ).toBe(302);
    expect(pressed(await card("Revathi Natarajan"))).toBe("Quoted");

    const refused = await owner.post("/enquiries", {
      id: enquiry.id,
      status: "lost",
      lostReason: " ",
    });
    expect(refused.status).toBe(400);
    const refusedCard = parse(await refused.text()).querySelector(
      'li[aria-label="Revathi Natarajan"]',
    )!;
    expect(refusedCard.text).toContain("Say why the enquiry was lost.");
    expect(pressed(await card("Revathi Natarajan"))).toBe("Quoted");

    await owner.post("/enquiries", {
      id: enquiry.id,
      status: "lost",
      lostReason: "Budget too tight",
    });
    const lost = await card("Revathi Natarajan");
    expect(pressed(lost)).toBe("Lost");
    expect(lost.text).toContain("Lost: Budget too tight");

    const badDay = await owner.post("/enquiries", { id: enquiry.id, followUpOn: "2026-02-30" });
    expect(badDay.status).toBe(400);
    expect(await badDay.text()).toContain("The follow-up date must be a day written YYYY-MM-DD.");

    expect(
      (await owner.post("/enquiries", { id: enquiry.id, followUpOn: "2027-01-05" })).status,
    ).toBe(302);
    const dated = await card("Revathi Natarajan");
    expect(
      dated.querySelector('input[name="followUpOn"][type="date"]')?.getAttribute("value"),
    ).toBe("2027-01-05");
    expect(dated.text).toContain("Call back on 5 Jan 2027");
    // Lost stays lost with its reason when only the day changes.
    expect(dated.text).toContain("Lost: Budget too tight");

    await owner.post("/enquiries", { id: enquiry.id, followUpOn: "" });
    expect((await card("Revathi Natarajan")).text).not.toContain("Call back on 5 Jan 2027");
  });
});

describe("/api/enquiries", () => {
  it("answers 401 without a token, for reading and for changing", async () => {
    const read = await api.send("GET", "/api/enquiries");
    expect(read.status).toBe(401);
    expect(await json(read)).toEqual({ message: "Authentication required" });
    const write = await patch("abcdefghijklmnop", { status: "won" }, "");
    expect(write.status).toBe(401);
  });

  it("changes status, reason and day; refuses bad input naming the field", async () => {
    const enquiry = await sendEnquiry("Senthil Kumar");
    expect(enquiry).toMatchObject({
      status: "new",
      followUpOn: null,
      lostReason: "",
      source: null,
    });

    const badStatus = await patch(enquiry.id, { status: "closed" });
    expect(badStatus.status).toBe(400);
    expect(await json(badStatus)).toEqual({ message: "Unknown status.", field: "status" });
    const badDay = await patch(enquiry.id, { followUpOn: "5/1/2027" });
    expect(await json(badDay)).toEqual({
      message: "The follow-up date must be a day written YYYY-MM-DD.",
      field: "followUpOn",
    });
    const noReason = await patch(enquiry.id, { status: "lost" });
    expect(noReason.status).toBe(400);
    expect(await json(noReason)).toMatchObject({ field: "lostReason" });
    expect((await patch(enquiry.id, "not json")).status).toBe(400);
    expect((await patch("abcdefghijklmnop", { status: "won" })).status).toBe(404);

    const changed = await patch(enquiry.id, { status: "visit-booked", followUpOn: "2027-02-01" });
    expect(changed.status).toBe(200);
    expect((await json<{ enquiry: ApiEnquiry }>(changed)).enquiry).toMatchObject({
      status: "visit-booked",
      followUpOn: "2027-02-01",
    });
    const listed = await json<{ enquiries: ApiEnquiry[] }>(
      await api.send("GET", "/api/enquiries?status=visit-booked", { token: api.token }),
    );
    expect(listed.enquiries.map((row) => row.name)).toEqual(["Senthil Kumar"]);
    expect(
      (await api.send("GET", "/api/enquiries?status=closed", { token: api.token })).status,
    ).toBe(400);
  });
});

describe("the dashboard's call-backs", () => {
  it("lists today's and overdue call-backs in India's day, won ones never, each linking to its enquiry", async () => {
    const today = siteDay();
    const yesterday = siteDay(new Date(Date.now() - 24 * 3600_000));
    const dueToday = await sendEnquiry("Lakshmi Today");
    const late = await sendEnquiry("Murugan Overdue");
    const won = await sendEnquiry("Won Already");
    await patch(dueToday.id, { followUpOn: today });
    await patch(late.id, { followUpOn: yesterday, status: "contacted" });
    await patch(won.id, { followUpOn: yesterday, status: "won" });

    const page = parse(await (await owner.get("/dashboard")).text());
    const section = (title: string) =>
      page
        .querySelectorAll("section")
        .find((node) => node.querySelector("h2")?.text.startsWith(title))!;
    const names = (title: string) =>
      section(title)
        .querySelectorAll("a")
        .map((link) => [link.querySelector("span span")!.text, link.getAttribute("href")]);
    expect(names("Call back today")).toEqual([["Lakshmi Today", `/enquiries?id=${dueToday.id}`]]);
    expect(names("Overdue")).toEqual([["Murugan Overdue", `/enquiries?id=${late.id}`]]);

    const one = parse(await (await owner.get(`/enquiries?id=${late.id}`)).text());
    expect(
      one
        .querySelectorAll('ul[aria-label="Enquiries"] > li')
        .map((li) => li.getAttribute("aria-label")),
    ).toEqual(["Murugan Overdue"]);
    expect(one.text).toContain("Overdue");
  });
});
