import { describe, expect, it } from "vitest";
import { image, json, multipart, type Part } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser } from "../../../test/support/browser-session";

type ProjectJson = {
  _id: string;
  slug: string;
  title: string;
  coverImage: string;
  gallery: string[];
  visibility?: string;
  client?: { name: string; phone: string; email: string; language: string };
  rera?: { registrationNumber: string; authority: string; approvalNumber: string };
  trackerUrl?: string;
};

const api = useApiServer();

const PRIVATE_TITLE = "Kilpauk Quietplace Residence";
const UPDATE_TITLE = "Kilpauk roof slab cast";
const UPDATE_TITLE_TA = "கீழ்ப்பாக்கம் கூரை வார்ப்பு முடிந்தது";
const CLIENT = { name: "Meenakshi Sundaram", phone: "+91 98400 12345", email: "meena@example.com" };

async function create(fields: Record<string, Part | Part[]>) {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      description: "Two floors",
      category: "Residential",
      location: "Chennai",
      coverImage: await image("cover.jpg"),
      gallery: [await image("one.png", "png")],
      ...fields,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ project: ProjectJson }>(response)).project;
}

async function createBoth() {
  const open = await create({ title: "Adyar Open Villa" });
  const hidden = await create({
    title: PRIVATE_TITLE,
    "ta.title": "கீழ்ப்பாக்கம் அமைதி இல்லம்",
    visibility: "private",
    "client.name": CLIENT.name,
    "client.phone": CLIENT.phone,
    "client.email": CLIENT.email,
    "client.language": "ta",
    "rera.registrationNumber": "TN/29/Building/0245/2021",
    "rera.authority": "CMDA",
    "rera.approvalNumber": "PPA/123/2021",
  });
  const update = await addUpdate(hidden._id);
  return { open, hidden: { ...hidden, updateImages: update.images, updateId: update._id } };
}

/** A published progress update with two photos on the project. */
async function addUpdate(projectId: string) {
  const response = await api.send("POST", `/api/projects/${projectId}/progress`, {
    token: api.token,
    body: multipart({
      date: "2026-03-02",
      stage: "structure",
      percent: "60",
      title: UPDATE_TITLE,
      "ta.title": UPDATE_TITLE_TA,
      note: "Slab cured for a week.",
      images: [await image("slab.jpg"), await image("steel.png", "png")],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ update: { _id: string; images: string[] } }>(response)).update;
}

/** What of the private project must never reach a visitor: its texts, client and photos. */
function secretsOf(project: ProjectJson & { updateImages: string[]; updateId: string }) {
  const stem = (name: string) => name.replace(/\.[a-z]+$/, "");
  return [
    PRIVATE_TITLE,
    "கீழ்ப்பாக்கம்",
    project.slug,
    project._id,
    CLIENT.name,
    CLIENT.email,
    stem(project.coverImage),
    ...project.gallery.map(stem),
    UPDATE_TITLE,
    UPDATE_TITLE_TA,
    project.updateId,
    ...project.updateImages.map(stem),
  ];
}

const trackerPath = (url: string) => new URL(url).pathname;

describe("a private project", () => {
  it("is absent from every public page, feed, sitemap, search and anonymous API answer", async () => {
    const { open, hidden } = await createBoth();
    const publicAddresses = [
      "/",
      "/ta",
      "/projects",
      "/ta/projects",
      "/projects?q=Quietplace",
      "/ta/projects?q=Quietplace",
      "/projects?category=Residential",
      "/gallery",
      "/ta/gallery",
      `/projects/${open.slug}`,
      `/ta/projects/${open.slug}`,
      "/blog",
      "/sitemap.xml",
      "/blog/rss.xml",
      "/blog/atom.xml",
      "/ta/blog/rss.xml",
      "/ta/blog/atom.xml",
      "/api/projects",
      "/api/projects?page=1&limit=50",
      "/api/galleries",
      "/api/site",
      "/manifest.webmanifest",
      "/robots.txt",
    ];
    for (const address of publicAddresses) {
      const response = await api.send("GET", address);
      expect(response.status, address).toBe(200);
      const body = await response.text();
      for (const secret of secretsOf(hidden)) {
        expect(body.includes(secret), `${address} shows ${secret}`).toBe(false);
      }
    }
    // The public project is there, so the walk did read real pages.
    expect(await (await api.send("GET", "/projects")).text()).toContain("Adyar Open Villa");
    for (const address of [
      `/projects/${hidden.slug}`,
      `/ta/projects/${hidden.slug}`,
      `/projects/${hidden._id}`,
      `/api/projects/${hidden._id}`,
      `/api/projects/${hidden._id}/progress`,
      `/api/progress/${hidden.updateId}`,
    ]) {
      expect((await api.send("GET", address)).status, address).toBe(404);
    }
    // A token reads them.
    const owned = await api.send("GET", `/api/projects/${hidden._id}/progress`, {
      token: api.token,
    });
    expect(owned.status).toBe(200);
    expect(await owned.text()).toContain(UPDATE_TITLE);
    // Even the owner's preview of the project's page leaves the client's updates out.
    const owner = await signInBrowser(api.baseURL);
    const preview = await owner.get(`/projects/${hidden.slug}?preview`);
    expect(preview.status).toBe(200);
    const previewed = await preview.text();
    expect(previewed).toContain(PRIVATE_TITLE);
    expect(previewed).not.toContain(UPDATE_TITLE);
    const anonymous = await json<{ projects: ProjectJson[] }>(
      await api.send("GET", "/api/projects"),
    );
    expect(anonymous.projects.map((project) => project.title)).toEqual(["Adyar Open Villa"]);
    expect(anonymous.projects[0]).not.toHaveProperty("client");
    expect(anonymous.projects[0]).not.toHaveProperty("trackerUrl");
    expect(anonymous.projects[0].rera).toEqual({
      registrationNumber: "",
      authority: "",
      approvalNumber: "",
      qrImage: null,
    });
  });

  it("answers a token with its visibility, client, RERA and client link; an older client keeps them", async () => {
    const { hidden } = await createBoth();
    expect(hidden.visibility).toBe("private");
    expect(hidden.client).toEqual({ ...CLIENT, language: "ta" });
    expect(hidden.rera).toMatchObject({
      registrationNumber: "TN/29/Building/0245/2021",
      authority: "CMDA",
      approvalNumber: "PPA/123/2021",
    });
    expect(hidden.trackerUrl).toMatch(/^https:\/\/www\.example\.in\/ta\/track\/[A-Za-z0-9_-]{43}$/);
    const read = await api.send("GET", `/api/projects/${hidden._id}`, { token: api.token });
    // Whatever a token reads is kept by no cache (app/server/security.server.ts).
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(await json<ProjectJson>(read)).toMatchObject({ trackerUrl: hidden.trackerUrl });
    // A save that sends none of the new fields keeps them: the project stays private.
    const saved = await api.send("PUT", `/api/projects/${hidden._id}`, {
      token: api.token,
      body: multipart({ title: PRIVATE_TITLE, keepGalleryImages: hidden.gallery }),
    });
    expect(saved.status).toBe(200);
    const after = (await json<{ project: ProjectJson }>(saved)).project;
    expect(after.visibility).toBe("private");
    expect(after.client).toEqual({ ...CLIENT, language: "ta" });
    expect((await api.send("GET", `/api/projects/${hidden._id}`)).status).toBe(404);
  });

  it("refuses a malformed RERA number or authority with 400 naming the field", async () => {
    for (const [field, value, message] of [
      ["rera.registrationNumber", "TN-29-0245", /RERA registration number/],
      ["rera.registrationNumber", "TN/29/Villa/0245/2021", /RERA registration number/],
      ["rera.authority", "BDA", /Approving authority/],
      ["client.email", "not-an-address", /Client's e-mail/],
    ] as const) {
      const response = await api.send("POST", "/api/create-project", {
        token: api.token,
        body: multipart({ title: "Bad", coverImage: await image("cover.jpg"), [field]: value }),
      });
      expect(response.status, field).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(message);
    }
  });
});

describe("the client's page", () => {
  it("shows the project in both languages, privately; a wrong, revoked or garbage secret is the not-found page", async () => {
    const { hidden } = await createBoth();
    const path = trackerPath(hidden.trackerUrl!);
    const secret = path.split("/").pop()!;
    for (const address of [path, path.replace(/^\/ta/, "")]) {
      const response = await api.send("GET", address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
      const body = await response.text();
      expect(body).toMatch(/<meta name="robots" content="noindex/);
      expect(body).toContain(hidden.coverImage.replace(/\.[a-z]+$/, ""));
      expect(body).not.toContain(CLIENT.email);
    }
    const tamil = await (await api.send("GET", path)).text();
    expect(tamil).toContain("கீழ்ப்பாக்கம் அமைதி இல்லம்");
    expect(tamil).toContain(UPDATE_TITLE_TA);
    const english = await (await api.send("GET", `/track/${secret}`)).text();
    expect(english).toContain(PRIVATE_TITLE);
    // The client's page shows the update, its photos, the stage it reached and what comes next.
    expect(english).toContain(UPDATE_TITLE);
    for (const name of hidden.updateImages) {
      expect(english).toContain(name.replace(/\.[a-z]+$/, ""));
    }
    expect(textOf(english)).toMatch(/Current stage\s*:\s*Structure\s*·\s*60% complete/);
    // Said once: the timeline below does not repeat it.
    expect(english).not.toContain("data-current-progress");
    expect(textOf(english)).toMatch(/What comes next\s*:\s*Brickwork/);
    expect(textOf(tamil)).toMatch(/60% முடிந்தது/);
    // The stages before the current one are done; the current one is under way, in both languages.
    expect(textOf(english)).toMatch(/Plinth \(done\)/);
    expect(textOf(english)).toMatch(/Structure \(in progress\)/);
    expect(textOf(english)).not.toMatch(/Structure \(done\)/);
    expect(textOf(english)).not.toMatch(/Brickwork \((done|in progress)\)/);
    expect(textOf(tamil)).toMatch(/கட்டமைப்பு \(நடைபெறுகிறது\)/);
    expect(textOf(tamil)).not.toMatch(/கட்டமைப்பு \(முடிந்தது\)/);
    const currentStage = /<li[^>]*aria-current="step"[^>]*>([\s\S]*?)<\/li>/.exec(english)?.[1];
    expect(textOf(currentStage ?? "")).toMatch(/Structure/);
    expect(currentStage, "the current stage has no tick").not.toContain("✓");

    const renewed = await api.send("POST", `/api/projects/${hidden._id}/tracker`, {
      token: api.token,
    });
    expect(renewed.status).toBe(200);
    const { trackerUrl } = await json<{ trackerUrl: string }>(renewed);
    expect(trackerUrl).not.toBe(hidden.trackerUrl);
    expect((await api.send("GET", trackerPath(trackerUrl))).status).toBe(200);

    const notFound = async (address: string) => {
      const response = await api.send("GET", address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const body = await response.text();
      expect(body).not.toContain(PRIVATE_TITLE);
      return mainOf(body);
    };
    const unknownPage = async (language: string) =>
      mainOf(await (await api.send("GET", `${language}/no-such-page-at-all`)).text());
    const wrong = "x".repeat(secret.length);
    for (const address of [
      `/track/${secret}`, // revoked
      `/ta/track/${secret}`,
      `/track/${wrong}`, // garbage of the same length
      `/track/${secret.slice(0, -1)}A`, // one character off
      "/track/short",
    ]) {
      const main = await notFound(address);
      expect(main).toBe(await unknownPage(address.startsWith("/ta/") ? "/ta" : ""));
    }
    expect((await api.send("GET", `/api/projects/${hidden._id}/tracker`)).status).toBe(405);
    expect(
      (await api.send("POST", `/api/projects/${hidden._id}/tracker`)).status,
      "a tracker needs a token",
    ).toBe(401);
  });
});

describe("a client link", () => {
  it("stops for good when its project is made public: private again, the project has a new link", async () => {
    const { hidden } = await createBoth();
    const oldPath = trackerPath(hidden.trackerUrl!);
    expect((await api.send("GET", oldPath)).status).toBe(200);
    const save = async (visibility: string) => {
      const response = await api.send("PUT", `/api/projects/${hidden._id}`, {
        token: api.token,
        body: multipart({ title: PRIVATE_TITLE, keepGalleryImages: hidden.gallery, visibility }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await json<{ project: ProjectJson }>(response)).project;
    };
    await save("public");
    expect((await api.send("GET", oldPath)).status, "public").toBe(404);
    const privateAgain = await save("private");
    expect((await api.send("GET", oldPath)).status, "private again").toBe(404);
    expect((await api.send("GET", oldPath.replace(/^\/ta/, ""))).status).toBe(404);
    expect(privateAgain.trackerUrl).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
    expect(privateAgain.trackerUrl).not.toBe(hidden.trackerUrl);
    expect((await api.send("GET", trackerPath(privateAgain.trackerUrl!))).status).toBe(200);
  });
});

describe("the editor's new client link", () => {
  it("is made only after the owner confirms: a post without the confirmation only asks", async () => {
    const { hidden } = await createBoth();
    const path = trackerPath(hidden.trackerUrl!);
    const owner = await signInBrowser(api.baseURL);
    const step = `/edit-project/${hidden._id}/tracker`;

    const question = await owner.get(step);
    expect(question.status).toBe(200);
    expect(textOf(await question.text())).toContain(
      "This stops the old link; the client will need the new one. Make a new link?",
    );
    const unconfirmed = await owner.post(step, {});
    expect(unconfirmed.status).toBe(302);
    expect(unconfirmed.headers.get("location")).toBe(step);
    expect((await api.send("GET", path)).status, "not confirmed").toBe(200);

    const confirmed = await owner.post(step, { confirmed: "yes" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`/edit-project/${hidden._id}`);
    expect((await api.send("GET", path)).status, "confirmed").toBe(404);

    // A public project has no client link to renew.
    const open = await create({ title: "Besant Nagar Open House" });
    expect((await owner.get(`/edit-project/${open._id}/tracker`)).status).toBe(404);
  });
});

describe("the RERA QR code", () => {
  it("is uploaded with the project, shown in the RERA block in both languages, returned by the API, and removed", async () => {
    const created = await create({
      title: "Velachery Registered Towers",
      "rera.registrationNumber": "TN/29/Building/0301/2024",
      reraQrImage: await image("qr.png", "png"),
    });
    const read = await json<{ rera: { qrImage: string | null }; slug: string }>(
      await api.send("GET", `/api/projects/${created._id}`),
    );
    expect(read.rera.qrImage).toMatch(/\.webp$/);
    const stem = read.rera.qrImage!.replace(/\.[a-z]+$/, "");
    const english = await (await api.send("GET", `/projects/${read.slug}`)).text();
    expect(english).toMatch(
      new RegExp(
        `<img[^>]*alt="TNRERA QR code"[^>]*${stem}|<img[^>]*${stem}[^>]*alt="TNRERA QR code"`,
      ),
    );
    const tamil = await (await api.send("GET", `/ta/projects/${read.slug}`)).text();
    expect(tamil).toContain('alt="TNRERA QR குறியீடு"');
    // Not a gallery photo: the gallery keeps only its own.
    expect(
      (await json<ProjectJson>(await api.send("GET", `/api/projects/${created._id}`))).gallery,
    ).toHaveLength(1);

    const removed = await api.send("PUT", `/api/projects/${created._id}`, {
      token: api.token,
      body: multipart({
        title: "Velachery Registered Towers",
        keepGalleryImages: created.gallery,
        removeReraQr: "true",
      }),
    });
    expect(removed.status, await removed.clone().text()).toBe(200);
    const after = await json<{ rera: { qrImage: string | null } }>(
      await api.send("GET", `/api/projects/${created._id}`),
    );
    expect(after.rera.qrImage).toBeNull();
    expect(await (await api.send("GET", `/projects/${read.slug}`)).text()).not.toContain(stem);
  });
});

/** The page's text without its tags. */
function textOf(html: string) {
  return mainOf(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/\s+/g, " ");
}

/** The page's main content, where the not-found page says what it says. */
function mainOf(html: string) {
  const match = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
  return match ? match[1] : html;
}
