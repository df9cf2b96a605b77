/**
 * An enquiry in the admin (docs/product/admin.md#enquiries): private notes with who wrote them and
 * when, added and deleted without JavaScript; the Reply on WhatsApp link to the visitor's number
 * (taken as Indian without a country code) with a greeting by name, beside the e-mail and call
 * links. And, on this server without mail, what "Forgot password?" says instead of a link.
 */
import { parse, type HTMLElement } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";
import { ADMIN_EMAIL } from "../../../test/support/server";

const api = useApiServer({ signIn: false });
let owner: BrowserSession;

const visitor = {
  name: "Karthik Subramanian",
  email: "karthik@example.com",
  phone: "098412 34567",
  service: "Renovation and Remodeling",
  message: "Kitchen and two bathrooms in a 1990s flat in Mylapore",
};

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
  const sent = await fetch(`${api.baseURL}/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: api.baseURL,
      "X-Forwarded-For": "203.0.113.40",
    },
    body: new URLSearchParams(visitor).toString(),
    redirect: "manual",
  });
  expect(sent.status).toBe(303);
});

async function enquiryCard(): Promise<HTMLElement> {
  const response = await owner.get("/enquiries");
  expect(response.status).toBe(200);
  const root = parse(await response.text());
  return root.querySelector(`li[aria-label="${visitor.name}"]`)!;
}

function notesOf(card: HTMLElement) {
  return card
    .querySelector(`section[aria-label="Notes on ${visitor.name}"]`)!
    .querySelectorAll("li")
    .map((note) => note.querySelectorAll("p").map((line) => line.text.replace(/\s+/g, " ").trim()));
}

describe("an enquiry in the admin", () => {
  it("shows the service, the page it came from, and e-mail, call and WhatsApp reply links", async () => {
    const card = await enquiryCard();
    expect(card.text).toContain("Renovation and Remodeling · from /contact");
    const link = (label: string) =>
      card.querySelector(`a[aria-label="${label}"]`)?.getAttribute("href");
    expect(link(`E-mail ${visitor.name}`)).toBe("mailto:karthik@example.com");
    expect(link(`Call ${visitor.name}`)).toBe("tel:09841234567");
    const chat = new URL(link(`Reply on WhatsApp to ${visitor.name}`)!);
    expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/919841234567");
    expect(chat.searchParams.get("text")).toBe(
      "Hello Karthik Subramanian, thank you for your enquiry to Sri Lakshmi Builders. ",
    );
  });

  it("keeps private notes with who wrote them and when, and deletes one", async () => {
    const id = (await enquiryCard())
      .querySelector('input[name="intent"][value="add-note"]')!
      .parentNode!.querySelector('input[name="id"]')!
      .getAttribute("value")!;

    const empty = await owner.post("/enquiries", { intent: "add-note", id, note: "   " });
    expect(empty.status).toBe(400);
    const refused = parse(await empty.text()).querySelector(`#note-${id}-error`)!;
    expect(refused.text).toBe("Write the note before adding it.");

    for (const note of ["Called back, site visit on Saturday", "Sent the itemised quote"]) {
      const added = await owner.post("/enquiries", { intent: "add-note", id, note });
      expect(added.status).toBe(302);
      expect(added.headers.get("location")).toBe("/enquiries");
    }
    const notes = notesOf(await enquiryCard());
    expect(notes).toHaveLength(2);
    expect(notes[0][0]).toBe("Called back, site visit on Saturday");
    // Who wrote it and when (today, in India's time as the list shows times).
    expect(notes[0][1]).toMatch(new RegExp(`^${ADMIN_EMAIL} · \\d{1,2} \\w{3} \\d{4}, `));
    expect(notes[1][0]).toBe("Sent the itemised quote");

    // The public never sees them.
    expect(await (await fetch(`${api.baseURL}/contact`)).text()).not.toContain("itemised quote");

    const card = await enquiryCard();
    const firstDelete = card.querySelector(
      'input[name="intent"][value="delete-note"]',
    )!.parentNode!;
    const noteId = firstDelete.querySelector('input[name="noteId"]')!.getAttribute("value")!;
    const deleted = await owner.post("/enquiries", { intent: "delete-note", id, noteId });
    expect(deleted.status).toBe(302);
    const left = notesOf(await enquiryCard());
    expect(left).toHaveLength(1);
    expect(left[0][0]).toBe("Sent the itemised quote");
  });
});

describe("the CSV export", () => {
  it("has the page, the service and package chosen, and the notes with who wrote them", async () => {
    const sent = await fetch(`${api.baseURL}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: api.baseURL,
        "X-Forwarded-For": "203.0.113.41",
      },
      body: new URLSearchParams({
        name: "Meena Iyer",
        email: "meena@example.com",
        phone: "9876501234",
        service: "New Building Construction",
        package: "Premium",
        message: "A duplex in Velachery",
      }).toString(),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);

    const response = await owner.get("/enquiries/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const [header, ...rows] = csv.split("\r\n");
    expect(header).toBe(
      '"Received","Name","Email","Phone","Service","Package","Message","Page","Status","Notes","Estimate","Lost reason","Call back on","Source","Landing page","Campaign"',
    );
    const meena = rows.find((row) => row.includes("Meena Iyer"))!;
    expect(meena).toMatch(
      /,"Meena Iyer","meena@example.com","9876501234","New Building Construction","Premium","A duplex in Velachery","\/contact","new","","","","","Direct","",""$/,
    );
    // The note kept by the test above, with when and who; several go one per line in one cell.
    const karthik = csv.slice(csv.indexOf("Karthik Subramanian"));
    expect(karthik).toMatch(
      new RegExp(
        `,"Renovation and Remodeling","","Kitchen and two bathrooms in a 1990s flat in Mylapore","/contact","new","\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z? ${ADMIN_EMAIL.replace(".", "\\.")}: Sent the itemised quote","","","","Direct","",""\r\n`,
      ),
    );
  });
});

describe("the CSV export against formulas", () => {
  it("quotes every cell and starts no cell with a formula, split on `,` or on `;`", async () => {
    const sent = await fetch(`${api.baseURL}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: api.baseURL,
        "X-Forwarded-For": "203.0.113.42",
      },
      body: new URLSearchParams({
        name: "Ravi;=1+1",
        email: "ravi@example.com",
        phone: "9876501235",
        service: "New Building Construction",
        message: "=HYPERLINK(1); @SUM(A1);-2",
      }).toString(),
      redirect: "manual",
    });
    expect(sent.status).toBe(303);

    const csv = (await (await owner.get("/enquiries/export")).text()).replace(/^\uFEFF/, "");
    const ravi = csv.split("\r\n").find((row) => row.includes("Ravi"))!;
    expect(ravi).toContain(`,"Ravi;'=1+1","ravi@example.com",`);
    expect(ravi).toContain(`,"'=HYPERLINK(1);' @SUM(A1);'-2",`);
    // What a spreadsheet set to `;` or `,` sees when the quotes fall out of step.
    for (const separator of [";", ","]) {
      for (const cell of ravi.split(separator))
        expect(cell.replace(/^"+/, "")).not.toMatch(/^[=+\-@]/);
    }
  });
});

describe("Forgot password without mail", () => {
  it("says who can set a new password instead of offering a link", async () => {
    const response = await fetch(`${api.baseURL}/forgot-password`);
    expect(response.status).toBe(200);
    const main = parse(await response.text()).querySelector("main")!;
    expect(main.text).toContain("This website cannot send e-mail");
    expect(main.text).toContain("npm run admin -- set-password");
    expect(main.querySelector('input[name="email"]')).toBeNull();
  });
});
