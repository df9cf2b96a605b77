import { redirect, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { answerSubmission, answerUploadsWithJson } from "./form-response.server";

type MiddlewareArgs = Parameters<typeof answerUploadsWithJson>[0];

function post(accept: string) {
  return new Request("http://localhost/addprojects", {
    method: "POST",
    headers: { Accept: accept },
  });
}

function run(request: Request, context: RouterContextProvider, response: Response) {
  const args = {
    request,
    context,
    params: {},
    url: new URL(request.url),
  } as unknown as MiddlewareArgs;
  return answerUploadsWithJson(args, async () => response) as Promise<Response>;
}

describe("answerUploadsWithJson", () => {
  it("turns a success redirect into { redirectTo } for an upload request", async () => {
    const response = await run(
      post("application/json"),
      new RouterContextProvider(),
      redirect("/manage-projects"),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectTo: "/manage-projects" });
  });

  it("answers a refused save with its message, field errors and typed values", async () => {
    const context = new RouterContextProvider();
    const refused = await answerSubmission(
      context,
      async () => ({
        ok: false as const,
        status: 400 as const,
        message: "Title is required",
        reply: {
          status: "error" as const,
          initialValue: { title: "", location: "Adyar" },
          error: { title: ["Title is required"] },
        },
      }),
      {
        redirectTo: "/manage-projects",
        fallbackMessage: "Failed to create project. Please try again.",
      },
    );
    expect(refused).not.toBeInstanceOf(Response);
    const response = await run(
      post("application/json"),
      context,
      new Response("<html>", { status: 400 }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Title is required",
      reply: {
        status: "error",
        initialValue: { title: "", location: "Adyar" },
        error: { title: ["Title is required"] },
      },
    });
  });

  it("shows the form's save-failure message when the save throws", async () => {
    const context = new RouterContextProvider();
    await answerSubmission(
      context,
      async () => {
        throw new Error("disk on fire");
      },
      { redirectTo: "/manage-blogs", fallbackMessage: "Failed to add blog. Please try again." },
    );
    const response = await run(
      post("application/json"),
      context,
      new Response("", { status: 500 }),
    );
    expect(response.status).toBe(500);
    expect((await response.json()).message).toBe("Failed to add blog. Please try again.");
  });

  it("leaves page requests alone", async () => {
    const page = new Response("<html>", { status: 200, headers: { "Content-Type": "text/html" } });
    const response = await run(post("text/html"), new RouterContextProvider(), page);
    expect(response).toBe(page);
  });
});
