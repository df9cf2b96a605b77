import { describe, expect, it } from "vitest";
import { chatLink } from "~/utils/chat-link";
import { messagesFor } from "~/i18n/messages";
import { contactChatLink, validateContact, type ContactFields } from "./contact";

const english = messagesFor("en").contact.errors;
const tamil = messagesFor("ta").contact.errors;

const valid: ContactFields = {
  name: "Priya Raman",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  service: "New Building Construction",
  message: "Two-storey house in Velachery.",
};

describe("chatLink", () => {
  it("links to the configured number only, as digits", () => {
    expect(chatLink("+91 98400-12345")).toBe("https://wa.me/919840012345");
  });

  it("puts the text in one encoded parameter", () => {
    const link = chatLink("919840012345", "a & b # c ?phone=1 /x");
    const url = new URL(link);
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/919840012345");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe("a & b # c ?phone=1 /x");
    expect(url.hash).toBe("");
  });
});

describe("contactChatLink", () => {
  it("carries name, email, phone, service and message", () => {
    const url = new URL(contactChatLink("919840012345", "Sri Lakshmi Builders", valid));
    const text = url.searchParams.get("text")!;
    for (const part of Object.values(valid)) expect(text).toContain(part);
  });

  it("cannot be redirected by anything typed into the form", () => {
    const hostile: ContactFields = {
      name: "x&phone=911111111111#",
      email: "evil@example.com?phone=1",
      phone: "+1 (555) 000-0000",
      service: "Other",
      message: `${"https://evil.example/".repeat(10)}\n&text=hi#frag%26`,
    };
    const url = new URL(contactChatLink("919840012345", "Co", hostile));
    expect(url.host).toBe("wa.me");
    expect(url.pathname).toBe("/919840012345");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("text")).toContain(hostile.message);
  });
});

describe("validateContact", () => {
  it("accepts a complete form and trims it", () => {
    const result = validateContact({ ...valid, name: "  Priya Raman " }, undefined, english);
    expect(result).toEqual({ ok: true, value: valid });
  });

  it("requires all five fields", () => {
    const result = validateContact(
      { name: "", email: "", phone: "", service: "", message: " " },
      undefined,
      english,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(
        ["email", "message", "name", "phone", "service"].sort(),
      );
    }
  });

  it("rejects unknown services, bad e-mail and phone, and overlong messages", () => {
    // The services are the site's own (docs/product/content.md#site-content), passed in by the
    // server.
    const result = validateContact(
      {
        name: "A",
        email: "not-an-email",
        phone: "call me",
        service: "Free villa",
        message: "x".repeat(5000),
      },
      { services: ["New Building Construction"], packages: [] },
      english,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toMatchObject({
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
        service: "Please choose one of the listed services",
        message: "Message must be at most 2000 characters",
      });
    }
  });
});

describe("the contact form in Tamil", () => {
  it("says what is wrong in Tamil, with the limits filled in", () => {
    const result = validateContact(
      { ...valid, email: "", message: "x".repeat(5000) },
      undefined,
      tamil,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.email).toBe("மின்னஞ்சல் முகவரியை எழுதுங்கள்");
      expect(result.errors.message).toBe("செய்தி 2000 எழுத்துகளுக்குள் இருக்க வேண்டும்");
    }
  });

  it("prepares the chat text in Tamil, with what was typed unchanged", () => {
    const url = new URL(
      contactChatLink("919840012345", "Sri Lakshmi Builders", { ...valid, service: "Other" }, "ta"),
    );
    const text = url.searchParams.get("text")!;
    expect(text).toContain("வணக்கம் Sri Lakshmi Builders");
    expect(text).toContain("பெயர்: Priya Raman");
    expect(text).toContain("சேவை: மற்றவை");
    expect(text).toContain(`செய்தி: ${valid.message}`);
    expect(text).not.toMatch(/Name:|Hello/);
  });

  it("names the service and package in Tamil where the page's choices have Tamil names", () => {
    const names = {
      "New Building Construction": { text: "புதிய கட்டடக் கட்டுமானம்" },
      Premium: { text: "பிரீமியம்" },
      "Interior Design": { text: "Interior Design", lang: "en" as const },
    };
    const chosen = { ...valid, service: "New Building Construction", package: "Premium" };
    const text = new URL(
      contactChatLink("919840012345", "Sri Lakshmi Builders", chosen, "ta", names),
    ).searchParams.get("text")!;
    expect(text).toContain("சேவை: புதிய கட்டடக் கட்டுமானம்");
    expect(text).toContain("தொகுப்பு: பிரீமியம்");
    expect(text).not.toContain("New Building Construction");
    // A service without a Tamil name keeps its English title.
    const untranslated = new URL(
      contactChatLink("919840012345", "Co", { ...valid, service: "Interior Design" }, "ta", names),
    ).searchParams.get("text")!;
    expect(untranslated).toContain("சேவை: Interior Design");
  });
});
