/**
 * A private project's client hears of each published progress update by e-mail
 * (docs/product/content.md#private-projects), against the built server and a real SMTP server: one
 * e-mail per update in the client's language with their page's link and the stop link, a failed
 * send retried, a draft mailed only once published, and nothing after the stop link.
 */
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { image, json, multipart } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import { until } from "../../test/support/poll";
import {
  decodedMail,
  freePort,
  startSmtpServer,
  type TestSmtpServer,
} from "../../test/support/smtp";

const smtpPort = await freePort();
// Started only after the first send has failed.
let smtp: TestSmtpServer | undefined;

const api = useApiServer({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_EMAIL_TO: "office@example.com",
    MAIL_RETRY_SECONDS: "1",
  },
});

afterAll(() => smtp?.stop());

const CLIENT_EMAIL = "meena@example.com";

async function createPrivateProject(language: "en" | "ta") {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      title: "Kilpauk Quietplace Residence",
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
  return (await json<{ project: { _id: string; trackerUrl: string } }>(response)).project;
}

async function postUpdate(projectId: string, fields: Record<string, string>) {
  const response = await api.send("POST", `/api/projects/${projectId}/progress`, {
    token: api.token,
    body: multipart({
      date: "2026-03-02",
      stage: "structure",
      percent: "60",
      note: "",
      images: [await image("slab.jpg")],
      ...fields,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ update: { _id: string } }>(response)).update;
}

function mailRows(projectId: string) {
  const db = new Database(api.server.databasePath, { readonly: true });
  try {
    return db
      .prepare("select * from client_mails where project_id = ? order by created_at")
      .all(projectId) as { subject: string; mail_status: string; mail_attempts: number }[];
  } finally {
    db.close();
  }
}

/** The client's e-mails whose subject has `subject`, decoded. */
const inboxFor = (subject: string) =>
  (smtp?.inbox ?? [])
    .filter((mail) => mail.to.includes(CLIENT_EMAIL))
    .map(decodedMail)
    .filter((mail) => mail.subject.includes(subject));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the client's e-mails", () => {
  it("mails each published update once, retries a failed send, waits for a draft, and stops", async () => {
    const project = await createPrivateProject("en");
    await postUpdate(project._id, { title: "Roof slab cast" });
    // Nothing listens yet: the send fails and stays in the outbox.
    const failed = await until(
      () => mailRows(project._id).find((row) => row.mail_attempts >= 1),
      "a failed send",
    );
    expect(failed.mail_status).toBe("pending");
    smtp = await startSmtpServer(smtpPort);
    const mail = await until(() => inboxFor("Roof slab cast")[0], "the retried e-mail");
    expect(mail.subject).toBe("Update on Kilpauk Quietplace Residence: Roof slab cast");
    expect(mail.body).toContain(project.trackerUrl);
    const stop = /https:\/\/www\.example\.in(\/track-mail\/stop\/[A-Za-z0-9_-]{43})/.exec(
      mail.body,
    );
    expect(stop, mail.body).not.toBeNull();

    // A draft is not mailed; publishing it is, once, however often it is saved.
    const draft = await postUpdate(project._id, { title: "Brickwork begun", status: "draft" });
    await pause(1500);
    expect(inboxFor("Brickwork begun")).toHaveLength(0);
    for (let save = 0; save < 2; save++) {
      const published = await api.send("PUT", `/api/progress/${draft._id}`, {
        token: api.token,
        body: multipart({
          date: "2026-03-20",
          stage: "brickwork",
          percent: "70",
          title: "Brickwork begun",
          note: "",
          status: "published",
          keepImages: [],
        }),
      });
      expect(published.status, await published.clone().text()).toBe(200);
    }
    await until(() => inboxFor("Brickwork begun").length, "the published draft's e-mail");
    await pause(1500);
    expect(inboxFor("Brickwork begun")).toHaveLength(1);

    // The stop link works without signing in; no e-mail follows it.
    const stopped = await api.send("GET", stop![1]);
    expect(stopped.status).toBe(200);
    await postUpdate(project._id, { title: "Plastering done" });
    await pause(1500);
    expect(inboxFor("Plastering done")).toHaveLength(0);
    expect(mailRows(project._id)).toHaveLength(2);
  });

  it("writes to a Tamil-speaking client in Tamil, with the Tamil page's link", async () => {
    const project = await createPrivateProject("ta");
    await postUpdate(project._id, { title: "Footings poured", "ta.title": "அடித்தளம் போடப்பட்டது" });
    const mail = await until(() => inboxFor("அடித்தளம் போடப்பட்டது")[0], "the Tamil e-mail");
    expect(mail.subject).toBe("கீழ்ப்பாக்கம் அமைதி இல்லம் முன்னேற்றம்: அடித்தளம் போடப்பட்டது");
    expect(mail.body).toContain("வணக்கம் Meenakshi");
    expect(project.trackerUrl).toMatch(/\/ta\/track\//);
    expect(mail.body).toContain(project.trackerUrl);
  });

  it("mails a scheduled update once it goes live, not when it is saved", async () => {
    const project = await createPrivateProject("en");
    const at = new Date(Date.now() + 3000).toISOString();
    await postUpdate(project._id, {
      title: "Lintel beams poured",
      status: "scheduled",
      publishAt: at,
    });
    await pause(1000);
    expect(inboxFor("Lintel beams poured")).toHaveLength(0);
    const mail = await until(() => inboxFor("Lintel beams poured")[0], "the e-mail at its time");
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect(mail.body).toContain(project.trackerUrl);
    await pause(2500);
    expect(inboxFor("Lintel beams poured")).toHaveLength(1);
  });

  it("writes the client's link when the e-mail goes out: a link renewed or stopped meanwhile is not sent", async () => {
    // The e-mails wait in the outbox while nothing listens.
    await smtp!.stop();
    const renewed = await createPrivateProject("en");
    const madePublic = await createPrivateProject("ta");
    await postUpdate(renewed._id, { title: "Sunshades cast" });
    await postUpdate(madePublic._id, { title: "Parapet built", "ta.title": "கைப்பிடிச் சுவர்" });
    for (const project of [renewed, madePublic]) {
      await until(
        () => mailRows(project._id).find((row) => row.mail_attempts >= 1),
        "a failed send",
      );
    }
    const renewal = await api.send("POST", `/api/projects/${renewed._id}/tracker`, {
      token: api.token,
    });
    expect(renewal.status).toBe(200);
    const { trackerUrl: newUrl } = await json<{ trackerUrl: string }>(renewal);
    const publicSave = await api.send("PUT", `/api/projects/${madePublic._id}`, {
      token: api.token,
      body: multipart({ title: "Kilpauk Quietplace Residence", visibility: "public" }),
    });
    expect(publicSave.status, await publicSave.clone().text()).toBe(200);

    smtp = await startSmtpServer(smtpPort);
    const mail = await until(() => inboxFor("Sunshades cast")[0], "the renewed project's e-mail");
    expect(mail.body).toContain(newUrl);
    expect(mail.body).not.toContain(renewed.trackerUrl);
    const tamil = await until(() => inboxFor("கைப்பிடிச் சுவர்")[0], "the public project's e-mail");
    expect(tamil.body).not.toContain(madePublic.trackerUrl);
    expect(tamil.body).not.toMatch(/\/track\/|client-page-link|பாருங்கள்/);
    // The rest of the e-mail is there, the stop link included.
    expect(tamil.body).toContain("வணக்கம் Meenakshi");
    expect(tamil.body).toMatch(/\/ta\/track-mail\/stop\/[A-Za-z0-9_-]{43}/);
  });
});
