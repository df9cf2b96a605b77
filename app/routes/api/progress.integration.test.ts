/**
 * Construction progress updates through the JSON contract (docs/api/content.md#progress-updates):
 * create, list newest first, update, delete to the Trash, the 400s that name their field, and
 * the stage and per cent a public project gains.
 */
import { describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type UpdateJson = {
  _id: string;
  projectId: string;
  date: string;
  stage: string;
  percent: number;
  title: string;
  note: string;
  images: string[];
  ta?: { title?: string; note?: string };
  createdAt: string;
  updatedAt: string;
};

const api = useApiServer();

async function createProject() {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      title: "Villa in Adyar",
      description: "A two-storey villa.",
      category: "Residential",
      location: "Adyar, Chennai",
      coverImage: await image("cover.jpg"),
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ project: { _id: string } }>(response)).project._id;
}

async function postUpdate(projectId: string, fields: Record<string, unknown>) {
  return api.send("POST", `/api/projects/${projectId}/progress`, {
    token: api.token,
    body: multipart({
      date: "2026-01-10",
      stage: "foundation",
      percent: "15",
      title: "Footings poured",
      note: "The **footings** are in.",
      ...(fields as Record<string, string>),
    }),
  });
}

describe("progress updates", () => {
  it("creates, lists newest first, updates and deletes an update to the Trash", async () => {
    const projectId = await createProject();
    const created = await postUpdate(projectId, {
      "ta.title": "அடித்தளம் போடப்பட்டது",
      images: [await image("a.jpg"), await image("b.jpg"), await image("c.jpg")],
      "imagesDetails[0].alt": "Footing trench",
      "imagesDetails[0].caption": "North side",
    });
    expect(created.status).toBe(201);
    const { message, update } = await json<{ message: string; update: UpdateJson }>(created);
    expect(message).toBeTruthy();
    expect(update).toMatchObject({
      projectId,
      date: "2026-01-10",
      stage: "foundation",
      percent: 15,
      title: "Footings poured",
      ta: { title: "அடித்தளம் போடப்பட்டது" },
    });
    expect(update.images).toHaveLength(3);

    const later = await json<{ update: UpdateJson }>(
      await postUpdate(projectId, {
        date: "2026-02-01",
        stage: "plinth",
        percent: "25",
        title: "Plinth done",
      }),
    );
    const listed = await json<{ updates: UpdateJson[] }>(
      await api.send("GET", `/api/projects/${projectId}/progress`),
    );
    expect(listed.updates.map((item) => item.title)).toEqual(["Plinth done", "Footings poured"]);

    // The project reports the latest update's stage and per cent (added fields).
    const project = await json<{ stage?: string; percent?: number }>(
      await api.send("GET", `/api/projects/${projectId}`),
    );
    expect(project).toMatchObject({ stage: "plinth", percent: 25 });

    const put = await api.send("PUT", `/api/progress/${later.update._id}`, {
      token: api.token,
      body: multipart({
        date: "2026-02-01",
        stage: "structure",
        percent: "40",
        title: "Columns rising",
        note: "",
      }),
    });
    expect(put.status).toBe(200);
    expect((await json<{ update: UpdateJson }>(put)).update).toMatchObject({
      stage: "structure",
      percent: 40,
      title: "Columns rising",
    });

    const deleted = await api.send("DELETE", `/api/progress/${later.update._id}`, {
      token: api.token,
    });
    expect(deleted.status).toBe(200);
    const after = await json<{ updates: UpdateJson[] }>(
      await api.send("GET", `/api/projects/${projectId}/progress`),
    );
    expect(after.updates.map((item) => item.title)).toEqual(["Footings poured"]);
    expect((await api.send("GET", `/api/progress/${later.update._id}`)).status).toBe(404);
  });

  it("refuses a date in the future, a per cent outside 0-100 and an unknown stage, naming the field", async () => {
    const projectId = await createProject();
    for (const [fields, field] of [
      [{ date: "2999-01-01" }, "date"],
      [{ percent: "101" }, "percent"],
      [{ percent: "-1" }, "percent"],
      [{ stage: "moon-landing" }, "stage"],
    ] as const) {
      const response = await postUpdate(projectId, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const body = await json<{ message: string; field: string }>(response);
      expect(body.field).toBe(field);
      expect(body.message).toBeTruthy();
    }
  });

  // docs/security/requests.md#one-line-fields
  it("refuses a line break in its title, naming the field", async () => {
    const projectId = await createProject();
    const response = await postUpdate(projectId, {
      title: "Slab cast\r\nBcc: everyone@example.com",
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      field: "title",
      errors: { title: ["Title must be on one line"] },
    });
  });

  it("answers 404 for an unknown project and 401 without a token", async () => {
    expect((await api.send("GET", "/api/projects/nosuchprojectid00000/progress")).status).toBe(404);
    const projectId = await createProject();
    const anonymous = await api.send("POST", `/api/projects/${projectId}/progress`, {
      body: multipart({ title: "x", stage: "foundation", percent: "1" }),
    });
    expect(anonymous.status).toBe(401);
  });
});
