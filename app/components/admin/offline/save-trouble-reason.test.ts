import { describe, expect, it } from "vitest";
import { saveTrouble } from "./save-trouble-reason";

const context = { online: true, page: "/edit-blog/12", genericMessage: "Failed to save blog." };
const signIn = `/login?${new URLSearchParams({ redirectTo: "/edit-blog/12" })}`;

describe("saveTrouble", () => {
  it("tells offline from a connection that dropped", () => {
    expect(saveTrouble(null, { ...context, online: false })).toEqual({ kind: "offline" });
    expect(saveTrouble(null, context)).toEqual({ kind: "connection" });
  });

  it("reads the guard's 401, and a redirect that ended on the sign-in page, as signed out", () => {
    const body = { message: "You were signed out.", signIn: "/login?redirectTo=%2Faddblogs" };
    expect(saveTrouble({ status: 401, body, url: "http://x.test/addblogs" }, context)).toEqual({
      kind: "signed-out",
      signIn: "/login?redirectTo=%2Faddblogs",
    });
    const followed = { status: 200, body: null, url: `http://x.test${signIn}` };
    expect(saveTrouble(followed, context)).toEqual({ kind: "signed-out", signIn });
  });

  it("says the server failed, with its own reason when it gave one", () => {
    const url = "http://x.test/edit-blog/12";
    const generic = { message: "Failed to save blog.", reply: {} };
    expect(saveTrouble({ status: 500, body: generic, url }, context)).toEqual({ kind: "server" });
    expect(saveTrouble({ status: 502, body: null, url }, context)).toEqual({ kind: "server" });
    const disk = { message: "The disk is full. Nothing was changed.", reply: {} };
    expect(saveTrouble({ status: 507, body: disk, url }, context)).toEqual({
      kind: "server",
      reason: "The disk is full. Nothing was changed.",
    });
  });

  it("leaves refused fields, conflicts and successes to the answer itself", () => {
    const url = "http://x.test/edit-blog/12";
    for (const status of [200, 400, 409, 413]) {
      expect(saveTrouble({ status, body: { message: "m" }, url }, context)).toBeNull();
    }
  });
});
