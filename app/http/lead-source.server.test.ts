import { describe, expect, it } from "vitest";
import {
  LEAD_SOURCE_COOKIE,
  leadSourceOf,
  leadSourceSetCookie,
  parseLeadSource,
} from "./lead-source.server";

process.env.SITE_URL ??= "https://www.example.in";

/** The cookie a first visit gets, read back as the contact form reads it. */
function roundTrip(url: string, headers: Record<string, string> = {}, secure = false) {
  const setCookie = leadSourceSetCookie(url, { host: "www.example.in", ...headers }, secure);
  expect(setCookie).not.toBeNull();
  const pair = setCookie!.split(";")[0];
  return {
    setCookie: setCookie!,
    source: leadSourceOf(new Request("http://x/", { headers: { cookie: pair } })),
  };
}

describe("the lead-source cookie", () => {
  it("keeps the landing page, the other site's host and the campaign of the first visit", () => {
    const { setCookie, source } = roundTrip(
      "/ta/projects?utm_source=Facebook&utm_medium=cpc&utm_campaign=diwali&x=1",
      {
        referer: "https://m.facebook.com/some/post?id=9",
      },
    );
    expect(source).toEqual({
      landingPage: "/ta/projects",
      referrer: "m.facebook.com",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "diwali",
    });
    expect(setCookie).toMatch(/; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/);
    expect(setCookie.length).toBeLessThan(400);
  });

  it("is Secure over HTTPS", () => {
    expect(roundTrip("/", {}, true).setCookie).toMatch(/; Secure$/);
  });

  it("does not count this site as a referrer", () => {
    const { source } = roundTrip("/contact", { referer: "https://example.in/blog" });
    expect(source).toEqual({
      landingPage: "/contact",
      referrer: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
    });
  });

  it("is written only when the visitor has none", () => {
    const headers = { host: "www.example.in", cookie: `a=1; ${LEAD_SOURCE_COOKIE}=l%3D%252F` };
    expect(leadSourceSetCookie("/?utm_source=google", headers, false)).toBeNull();
  });

  it("cuts long parts and drops what cannot be a path or a host on reading", () => {
    const forged = new URLSearchParams({
      l: "https://evil.example/",
      r: "<script>",
      s: "x".repeat(500),
      c: "diwali\u0000\u202e",
    });
    const source = parseLeadSource(encodeURIComponent(forged.toString()));
    expect(source).toEqual({
      landingPage: "",
      referrer: "",
      utmSource: "x".repeat(60),
      utmMedium: "",
      utmCampaign: "diwali",
    });
    expect(parseLeadSource("%E0%A4%A")).toBeNull();
    expect(parseLeadSource("x".repeat(3000))).toBeNull();
    expect(leadSourceOf(new Request("http://x/"))).toBeNull();
  });
});
