/**
 * A private project's documents and its client's questions (docs/product/client-documents.md),
 * against the built server and a real SMTP server: documents reach only the holder of the
 * client's current link, whatever the address; only whole, unlocked PDFs are taken; questions are
 * asked without a script, shown as text, throttled, mailed to the owner, answered from the admin
 * and the API, and the answer reaches the client's page and inbox in their language.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { image, json, multipart, rawRequest, type Part } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { formPost, signInBrowser } from "../../../test/support/browser-session";
import { until } from "../../../test/support/poll";
import {
  decodedMail,
  freePort,
  startSmtpServer,
  type TestSmtpServer,
} from "../../../test/support/smtp";

const smtpPort = await freePort();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer(smtpPort);
});
afterAll(() => smtp?.stop());

const OWNER_INBOX = "office@example.com";
const api = useApiServer({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_EMAIL_TO: OWNER_INBOX,
    MAIL_RETRY_SECONDS: "1",
  },
});

const CLIENT_EMAIL = "meena@example.com";

type Project = { _id: string; trackerUrl: string };
type DocumentJson = {
  _id: string;
  projectId: string;
  title: string;
  ta?: { title: string };
  fileName: string;
  size: number;
  createdAt: string;
};

async function createPrivateProject(language: "en" | "ta", title = "Kilpauk Quietplace Residence") {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      title,
      "ta.title": "கீழ்ப்பாக்கம் அமைதி இல்லம்",
      description: "Two floors",
      category: "Residential",
      location: "Chennai",
      coverImage: await image("cover.jpg"),
      visibility: "private",
      "client.name": "Meenakshi",
      "client.email": CLIENT_EMAIL,
      "client.language": language,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ project: Project }>(response)).project;
}

async function addUpdate(projectId: string, title: string) {
  const response = await api.send("POST", `/api/projects/${projectId}/progress`, {
    token: api.token,
    body: multipart({
      date: "2026-03-02",
      stage: "structure",
      percent: "60",
      title,
      note: "",
      images: [await image("slab.jpg")],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ update: { _id: string } }>(response)).update;
}

/** A real one-page PDF; `plain` writes a classic trailer (no object streams) to edit. */
async function makePdf(text: string, plain = false) {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14 });
  return Buffer.from(await pdf.save({ useObjectStreams: !plain }));
}

const pdfPart = (bytes: Buffer, name: string, type = "application/pdf"): Part => ({
  bytes: new Uint8Array(bytes),
  name,
  type,
});

function upload(projectId: string, fields: Record<string, Part | Part[]>, token = api.token) {
  return api.send("POST", `/api/projects/${projectId}/documents`, {
    token,
    body: multipart(fields),
  });
}

async function addDocument(projectId: string, title: string, bytes: Buffer, name: string) {
  const response = await upload(projectId, {
    title,
    "ta.title": "அங்கீகரிக்கப்பட்ட வரைபடம்",
    file: pdfPart(bytes, name),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ document: DocumentJson }>(response)).document;
}

function storedNameOf(documentId: string): string {
  const db = new Database(api.server.databasePath, { readonly: true });
  try {
    return (
      db.prepare("select stored_name from project_documents where id = ?").get(documentId) as {
        stored_name: string;
      }
    ).stored_name;
  } finally {
    db.close();
  }
}

const documentsDir = () => path.join(api.server.dataDir, "documents");
const pathOf = (url: string) => new URL(url).pathname;

const inbox = (to: string, subject: string) =>
  smtp.inbox
    .filter((mail) => mail.to.includes(to))
    .map(decodedMail)
    .filter((mail) => mail.subject.includes(subject));

describe("a private project's documents", () => {
  it("are served only through the client's current link, with the download's headers", async () => {
    const project = await createPrivateProject("en");
    const other = await createPrivateProject("en", "Adyar Other House");
    const bytes = await makePdf("Approved plan");
    const document = await addDocument(project._id, "Approved plan", bytes, "approved plan.pdf");
    expect(document).toMatchObject({
      projectId: project._id,
      title: "Approved plan",
      ta: { title: "அங்கீகரிக்கப்பட்ட வரைபடம்" },
      fileName: "approved plan.pdf",
      size: bytes.length,
    });
    const otherDocument = await addDocument(other._id, "Other plan", await makePdf("x"), "o.pdf");
    const stored = storedNameOf(document._id);
    expect(fs.existsSync(path.join(documentsDir(), stored))).toBe(true);
    expect(fs.existsSync(path.join(api.server.uploadsDir, stored))).toBe(false);

    const track = pathOf(project.trackerUrl);
    const right = await api.send("GET", `${track}/documents/${document._id}`);
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toBe("application/pdf");
    expect(right.headers.get("content-disposition")).toBe(
      `attachment; filename="approved plan.pdf"; filename*=UTF-8''approved%20plan.pdf`,
    );
    expect(right.headers.get("cache-control")).toBe("private, no-store");
    expect(right.headers.get("x-robots-tag")).toContain("noindex");
    expect(Buffer.from(await right.arrayBuffer()).equals(bytes)).toBe(true);
    // The Tamil page's twin serves it too, and the page lists it.
    const tamil = await api.send("GET", `/ta${track}/documents/${document._id}`);
    expect(tamil.status).toBe(200);
    const page = await (await api.send("GET", track)).text();
    expect(page).toContain("Approved plan");
    expect(page).toContain(`${track}/documents/${document._id}`);
    expect(page).not.toContain(stored);

    // Every other address is the not-found page.
    for (const address of [
      `/uploads/${stored}`,
      `/uploads/documents/${stored}`,
      `/documents/${stored}`,
      `/uploads/%2e%2e/documents/${stored}`,
      `/uploads/%2E%2E%2Fdocuments%2F${stored}`,
      `${track}/documents/${otherDocument._id}`,
      `${track}/documents/${document._id}x`,
      `${track}/documents/${stored}`,
      `/track/${"A".repeat(43)}/documents/${document._id}`,
    ]) {
      const response = await api.send("GET", address);
      expect(response.status, address).toBe(404);
      expect(Buffer.from(await response.arrayBuffer()).includes(bytes.subarray(0, 400))).toBe(
        false,
      );
    }
    for (const address of [
      `/uploads/../documents/${stored}`,
      `/uploads/../../documents/${stored}`,
      `/uploads/..%2fdocuments/${stored}`,
    ]) {
      // The server resolves dot segments with a redirect to where they lead: nowhere.
      const response = await rawRequest(api.baseURL, "GET", address);
      expect([301, 404], address).toContain(response.status);
      expect(response.text).not.toContain("%PDF-");
      const location = /^location: (.*)$/im.exec(response.headers)?.[1]?.trim();
      if (response.status === 301) {
        expect((await api.send("GET", location!)).status, `${address} → ${location}`).toBe(404);
      }
    }
    // The API without a token: 404, as if the project did not exist.
    for (const address of [
      `/api/projects/${project._id}/documents`,
      `/api/projects/${project._id}/questions`,
    ]) {
      const anonymous = await api.send("GET", address);
      expect(anonymous.status, address).toBe(404);
      expect(await anonymous.json()).toEqual({ message: "Project not found" });
    }
    const listed = await api.send("GET", `/api/projects/${project._id}/documents`, {
      token: api.token,
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ documents: [document] });

    // A new link cuts the old one off, from the page and the document alike.
    const renewal = await api.send("POST", `/api/projects/${project._id}/tracker`, {
      token: api.token,
    });
    const { trackerUrl } = await json<{ trackerUrl: string }>(renewal);
    expect((await api.send("GET", track)).status).toBe(404);
    expect((await api.send("GET", `${track}/documents/${document._id}`)).status).toBe(404);
    const renewed = await api.send("GET", `${pathOf(trackerUrl)}/documents/${document._id}`);
    expect(renewed.status).toBe(200);
    await renewed.arrayBuffer();

    // Deleted: gone from the page, the API and the disk.
    expect((await api.send("DELETE", `/api/documents/${document._id}`)).status).toBe(401);
    const deleted = await api.send("DELETE", `/api/documents/${document._id}`, {
      token: api.token,
    });
    expect(deleted.status).toBe(200);
    expect(fs.existsSync(path.join(documentsDir(), stored))).toBe(false);
    expect((await api.send("GET", `${pathOf(trackerUrl)}/documents/${document._id}`)).status).toBe(
      404,
    );
    expect(
      (await api.send("DELETE", `/api/documents/${document._id}`, { token: api.token })).status,
    ).toBe(404);

    // Purging the other project (trash, then delete forever) removes its files.
    const otherStored = storedNameOf(otherDocument._id);
    expect(
      (await api.send("DELETE", `/api/projects/${other._id}`, { token: api.token })).status,
    ).toBe(200);
    const admin = await signInBrowser(api.baseURL);
    const purge = await admin.post("/trash", {
      intent: "delete-forever",
      confirmed: "yes",
      kind: "project",
      id: other._id,
    });
    expect(purge.status).toBe(302);
    expect(fs.existsSync(path.join(documentsDir(), otherStored))).toBe(false);
  });

  it("takes only whole, unlocked PDFs, by their bytes", async () => {
    const project = await createPrivateProject("en");
    const filesBefore = fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()).length : 0;
    const pdf = await makePdf("Agreement", true);
    const text = pdf.toString("latin1");
    expect(text).toContain("trailer\n<<");
    const encrypted = Buffer.from(
      text.replace(
        "trailer\n<<",
        "trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>",
      ),
      "latin1",
    );
    const refusals: [string, Buffer, string][] = [
      ["html", Buffer.from("<!doctype html><script>alert(1)</script>"), "Only PDF files"],
      [
        "svg",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "Only PDF files",
      ],
      ["encrypted", encrypted, "locked with a password"],
      ["truncated", pdf.subarray(0, Math.floor(pdf.length * 0.6)), "damaged or incomplete"],
    ];
    for (const [label, bytes, message] of refusals) {
      const response = await upload(project._id, {
        title: "Agreement",
        file: pdfPart(bytes, `${label}.pdf`),
      });
      expect(response.status, label).toBe(400);
      const body = await json<{ message: string; field: string }>(response);
      expect(body.message, label).toContain(message);
      expect(body.field).toBe("file");
    }
    const missingTitle = await upload(project._id, { title: "", file: pdfPart(pdf, "a.pdf") });
    expect(missingTitle.status).toBe(400);
    expect(await missingTitle.json()).toEqual({ message: "Title is required", field: "title" });
    // Nothing was kept of any of them.
    const listed = await api.send("GET", `/api/projects/${project._id}/documents`, {
      token: api.token,
    });
    expect(await listed.json()).toEqual({ documents: [] });
    expect(fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()).length : 0).toBe(
      filesBefore,
    );

    // Writes need a token; a public project has no documents.
    expect(
      (await upload(project._id, { title: "A", file: pdfPart(pdf, "a.pdf") }, "")).status,
    ).toBe(401);
  });

  it("refuses a file over 20 MB while it streams in, without waiting for the rest", async () => {
    const project = await createPrivateProject("en");
    const { hostname, port } = new URL(api.baseURL);
    const boundary = "----docs-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig plan\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const sendAtMost = 200 * 1024 * 1024;
    const result = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        let answered = false;
        // Chunked: no Content-Length, so only counting the stream can stop it.
        const request = http.request({
          host: hostname,
          port,
          method: "POST",
          path: `/api/projects/${project._id}/documents`,
          headers: {
            Authorization: `Bearer ${api.token}`,
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
          },
        });
        request.on("response", (response) => {
          answered = true;
          let body = "";
          response.on("data", (data) => (body += data));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sent }));
        });
        request.on("error", (error) => (answered ? undefined : reject(error)));
        request.write(head);
        const pump = () => {
          while (!answered && sent < sendAtMost) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", pump);
          }
          if (!answered) request.end();
        };
        pump();
      },
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({
      message: "The file is larger than 20 MB. Add a smaller PDF.",
      field: "file",
    });
    // Answered long before the 200 MB were sent: the server stopped reading at its limit.
    expect(result.sent).toBeLessThan(sendAtMost);
    const listed = await api.send("GET", `/api/projects/${project._id}/documents`, {
      token: api.token,
    });
    expect(await listed.json()).toEqual({ documents: [] });
  });

  it("e-mails the client when one is added, in their language", async () => {
    const project = await createPrivateProject("ta");
    const document = await addDocument(project._id, "BOQ", await makePdf("BOQ"), "boq.pdf");
    const mail = await until(() => inbox(CLIENT_EMAIL, "புதிய ஆவணம்")[0], "the document e-mail");
    expect(mail.subject).toBe("கீழ்ப்பாக்கம் அமைதி இல்லம்: புதிய ஆவணம் – அங்கீகரிக்கப்பட்ட வரைபடம்");
    expect(mail.body).toContain(project.trackerUrl);
    expect(mail.body).toMatch(/\/ta\/track-mail\/stop\//);
    expect(document.title).toBe("BOQ");
  });
});

describe("a client's questions", () => {
  it("are asked without a script, shown as text, mailed to the owner, and answered", async () => {
    const project = await createPrivateProject("ta");
    const update = await addUpdate(project._id, "Roof slab cast");
    const track = pathOf(project.trackerUrl);
    expect(track).toMatch(/^\/ta\/track\//);
    const hostile = `<script>alert("x")</script> [x](http://evil.example) https://evil.example`;
    // The page is sent with no-referrer, so a browser's form post says `Origin: null`.
    const asked = await formPost(
      api.baseURL,
      `${track}/questions`,
      { question: hostile, updateId: update._id },
      { "X-Forwarded-For": "203.0.113.10", Origin: "null" },
    );
    expect(asked.status).toBe(303);
    const location = asked.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^${track}#question-[A-Za-z0-9_-]+$`));

    const page = await (await api.send("GET", track)).text();
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).not.toContain('<script>alert("x")');
    expect(page).toContain("[x](http://evil.example)");
    expect(page).not.toMatch(/href="https?:\/\/evil\.example/);
    expect(page).toContain("விரைவில் பதில் அளிப்போம்.");

    const ownerMail = await until(() => inbox(OWNER_INBOX, "Question from the client")[0], "owner");
    expect(ownerMail.subject).toBe("Question from the client of Kilpauk Quietplace Residence");
    expect(ownerMail.body).toContain(hostile);
    expect(ownerMail.body).toContain(`/edit-project/${project._id}/questions`);

    // The owner sees it on the dashboard and answers it from the admin, without a script.
    const admin = await signInBrowser(api.baseURL);
    const dashboard = await (await admin.get("/dashboard")).text();
    expect(dashboard).toContain("&lt;script&gt;alert(&quot;x&quot;)");
    const listed = await api.send("GET", `/api/projects/${project._id}/questions`, {
      token: api.token,
    });
    const { questions } = await json<{
      questions: { _id: string; question: string; answer: string | null; updateId: string }[];
    }>(listed);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ question: hostile, answer: null, updateId: update._id });
    const answered = await admin.post(`/edit-project/${project._id}/questions`, {
      questionId: questions[0]._id,
      answer: "The slab cures for <b>21 days</b>.",
    });
    expect(answered.status).toBe(302);
    const after = await (await api.send("GET", track)).text();
    expect(after).toContain("எங்கள் பதில்");
    expect(after).toContain("The slab cures for &lt;b&gt;21 days&lt;/b&gt;.");
    expect(await (await admin.get("/dashboard")).text()).not.toContain("&lt;script&gt;alert");

    const clientMail = await until(() => inbox(CLIENT_EMAIL, "கேள்விக்குப் பதில்")[0], "answer");
    expect(clientMail.subject).toBe("கீழ்ப்பாக்கம் அமைதி இல்லம் பற்றிய உங்கள் கேள்விக்குப் பதில்");
    expect(clientMail.body).toContain("The slab cures for <b>21 days</b>.");
    expect(clientMail.body).toContain(project.trackerUrl);
    expect(clientMail.body).toMatch(
      /இந்த மின்னஞ்சல்களை நிறுத்த: https:\/\/www\.example\.in\/ta\/track-mail\/stop\//,
    );

    // The API answers too (a correction); its shapes and refusals.
    const viaApi = await api.send("POST", `/api/questions/${questions[0]._id}/answer`, {
      token: api.token,
      body: JSON.stringify({ answer: "21 days, then the shuttering comes off." }),
      headers: { "Content-Type": "application/json" },
    });
    expect(viaApi.status).toBe(200);
    expect((await json<{ question: { answer: string } }>(viaApi)).question.answer).toBe(
      "21 days, then the shuttering comes off.",
    );
    expect(await (await api.send("GET", track)).text()).toContain("then the shuttering comes off");
    const refusals: [string, Record<string, string>, number][] = [
      [questions[0]._id, {}, 401],
      ["unknownQuestion01", { Authorization: `Bearer ${api.token}` }, 404],
    ];
    for (const [id, headers, status] of refusals) {
      const response = await api.send("POST", `/api/questions/${id}/answer`, {
        body: JSON.stringify({ answer: "x" }),
        headers: { "Content-Type": "application/json", ...headers },
      });
      expect(response.status).toBe(status);
    }
    const empty = await api.send("POST", `/api/questions/${questions[0]._id}/answer`, {
      token: api.token,
      body: JSON.stringify({ answer: "  " }),
      headers: { "Content-Type": "application/json" },
    });
    expect(empty.status, empty.headers.get("location") ?? "").toBe(400);
    expect(await empty.json()).toEqual({ message: "Answer is required" });
  });

  it("refuses an empty or too long question with the page's words, and throttles an address", async () => {
    const project = await createPrivateProject("en");
    const track = pathOf(project.trackerUrl);
    const from = { "X-Forwarded-For": "203.0.113.20" };
    const empty = await formPost(api.baseURL, `${track}/questions`, { question: " " }, from);
    expect(empty.status, empty.headers.get("location") ?? "").toBe(400);
    expect(await empty.text()).toContain("Please write your question.");
    const long = "a".repeat(2001);
    const tooLong = await formPost(api.baseURL, `${track}/questions`, { question: long }, from);
    expect(tooLong.status).toBe(400);
    const text = await tooLong.text();
    expect(text).toContain("Please keep your question under 2000 characters.");
    expect(text).toContain(long);
    for (let index = 0; index < 5; index++) {
      const response = await formPost(
        api.baseURL,
        `${track}/questions`,
        { question: `Question ${index}` },
        from,
      );
      expect(response.status).toBe(303);
    }
    const limited = await formPost(api.baseURL, `${track}/questions`, { question: "Sixth" }, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain("several questions in a short time");
    // A wrong secret takes no question.
    const wrong = await formPost(
      api.baseURL,
      `/track/${"B".repeat(43)}/questions`,
      { question: "Hello" },
      { "X-Forwarded-For": "203.0.113.21" },
    );
    expect(wrong.status).toBe(404);
    // Another site's page may not post one.
    const crossSite = await formPost(
      api.baseURL,
      `${track}/questions`,
      { question: "Hello" },
      { "X-Forwarded-For": "203.0.113.22", Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
  });
});
