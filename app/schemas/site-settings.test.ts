/**
 * The checks of the settings form and PUT /api/site/settings
 * (docs/product/overview.md#company-details): numbers as people in India write them pass, and each
 * mistake gets its own message.
 */
import { describe, expect, it } from "vitest";
import { defaultSite, settingsOfSiteConfig, siteConfigFromSettings } from "~/config/site";
import { siteConfigFromEnv } from "~/config/site.server";
import { indianChatNumber, internationalNumber } from "~/utils/chat-link";
import {
  CHAT_NUMBER_MESSAGE,
  CHAT_NUMBER_MISSING_MESSAGE,
  HTTPS_MESSAGE,
  OUTSIDE_INDIA_MESSAGE,
  PHONE_MESSAGE,
  SiteSettingsSchema,
} from "./site-settings";

const valid = settingsOfSiteConfig(defaultSite);
/** The body an API client sent before the chat-number choice existed: no `chatOnPhone`. */
const { chatOnPhone: _choice, ...withoutChoice } = valid;

function messagesFor(changes: Record<string, unknown>) {
  const result = SiteSettingsSchema.safeParse({ ...withoutChoice, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("site settings checks", () => {
  it("accept the defaults", () => {
    expect(SiteSettingsSchema.parse(valid)).toEqual(valid);
  });

  it.each(["+91 98400 12345", "98400 12345", "098400 12345", "044-2441 7788", "+44 20 7946 0958"])(
    "take %s as a phone number",
    (phone) => expect(messagesFor({ phone })).toEqual([]),
  );

  it.each(["12345", "call me", "+91", "98400 1234", "5840012345"])(
    "refuse %s as a phone number",
    (phone) => expect(messagesFor({ phone })).toEqual([PHONE_MESSAGE]),
  );

  it.each(["+91 98400 12345", "919840012345", "+971 50 123 4567"])(
    "take %s as a chat number",
    (chatNumber) => expect(messagesFor({ chatNumber })).toEqual([]),
  );

  it.each(["98400 12345", "098400 12345", "91 98400 1234"])(
    "refuse %s as a chat number without its country code",
    (chatNumber) => expect(messagesFor({ chatNumber })).toEqual([CHAT_NUMBER_MESSAGE]),
  );

  it("refuse a chat number of its own without the country code, or none at all", () => {
    expect(messagesFor({ chatOnPhone: "false", chatNumber: "98400 12345" })).toEqual([
      CHAT_NUMBER_MESSAGE,
    ]);
    expect(messagesFor({ chatOnPhone: "false", chatNumber: "" })).toEqual([
      CHAT_NUMBER_MISSING_MESSAGE,
    ]);
    // On the phone, the number of its own (hidden in the form) is not looked at.
    expect(messagesFor({ chatOnPhone: "true", chatNumber: "98400 12345" })).toEqual([]);
  });

  it("want https:// links, and allow none", () => {
    expect(messagesFor({ instagram: "http://instagram.com/x" })).toEqual([HTTPS_MESSAGE]);
    expect(messagesFor({ linkedin: "www.linkedin.com/company/x" })).toEqual([HTTPS_MESSAGE]);
    expect(messagesFor({ youtube: "" })).toEqual([]);
  });

  it("keep the map position inside India", () => {
    expect(messagesFor({ latitude: "51.5072", longitude: "-0.1276" })).toEqual([
      OUTSIDE_INDIA_MESSAGE,
      OUTSIDE_INDIA_MESSAGE,
    ]);
    expect(messagesFor({ latitude: "28.6139", longitude: "77.2090" })).toEqual([]);
  });

  it("read areas served as lines or commas", () => {
    const parsed = SiteSettingsSchema.parse({ ...valid, areaServed: "Chennai\nTambaram, Avadi\n" });
    expect(parsed.areaServed).toEqual(["Chennai", "Tambaram", "Avadi"]);
  });
});

describe("the one chat number", () => {
  const parse = (changes: Record<string, unknown>) =>
    SiteSettingsSchema.parse({ ...withoutChoice, ...changes });

  it("follows the phone number when the chats go to the phone", () => {
    const saved = parse({ chatOnPhone: "true", phone: "+91 97910 55555" });
    expect(saved).toMatchObject({ chatOnPhone: true, chatNumber: "919791055555" });
    expect(siteConfigFromSettings(saved, defaultSite).chatNumber).toBe("919791055555");
    // A number written without the country code is Indian.
    expect(parse({ chatOnPhone: true, phone: "044 2441 7788" }).chatNumber).toBe("914424417788");
  });

  it("is stored as digits when it is a number of its own", () => {
    expect(parse({ chatOnPhone: "false", chatNumber: "+971 50 123 4567" })).toMatchObject({
      chatOnPhone: false,
      chatNumber: "971501234567",
    });
  });

  it("reads settings kept before the choice: the phone's digits mean on the phone", () => {
    const stored = { ...withoutChoice, phone: "+91 97910 55555" } as typeof valid;
    // The chat number equal to the old phone's digits stays a number of its own ...
    expect(siteConfigFromSettings(stored, defaultSite).chatNumber).toBe("919840012345");
    // ... and one equal to the phone's is the phone's, so it follows the phone from then on.
    expect(parse({ chatNumber: "919840012345" })).toMatchObject({ chatOnPhone: true });
    expect(parse({ chatNumber: "+91 99400 00000" })).toMatchObject({ chatOnPhone: false });
  });

  it("is the phone's for a new site that names no chat number of its own", () => {
    expect(siteConfigFromEnv({ SITE_PHONE: "+91 97910 55555" }).chatNumber).toBe("919791055555");
    expect(
      siteConfigFromEnv({ SITE_PHONE: "+91 97910 55555", SITE_CHAT_NUMBER: "+91 98400 12345" })
        .chatNumber,
    ).toBe("919840012345");
    expect(settingsOfSiteConfig(siteConfigFromEnv({ SITE_PHONE: "97910 55555" }))).toMatchObject({
      chatOnPhone: true,
      chatNumber: "919791055555",
    });
  });

  it.each([
    ["919840012345", "+91 98400 12345"],
    ["914424417788", "+914424417788"],
    ["971501234567", "+971501234567"],
  ])("%s reads as %s", (digits, shown) => expect(internationalNumber(digits)).toBe(shown));
});

describe("a visitor's number for Reply on WhatsApp", () => {
  it.each([
    ["98412 34567", "919841234567"],
    ["098412 34567", "919841234567"],
    ["+91 98412 34567", "919841234567"],
    ["91 98412 34567", "919841234567"],
    ["+44 20 7946 0958", "442079460958"],
  ])("%s becomes %s", (phone, chat) => expect(indianChatNumber(phone)).toBe(chat));

  it("is none for something that is not a number", () => {
    expect(indianChatNumber("12345")).toBeNull();
  });
});
