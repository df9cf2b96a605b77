/**
 * The checks of the settings form and PUT /api/site/settings (docs/product.md#company-details):
 * numbers as people in India write them pass, and each mistake gets its own message.
 */
import { describe, expect, it } from "vitest";
import { defaultSite, settingsOfSiteConfig } from "~/config/site";
import { indianChatNumber } from "~/utils/chat-link";
import {
  CHAT_NUMBER_MESSAGE,
  HTTPS_MESSAGE,
  OUTSIDE_INDIA_MESSAGE,
  PHONE_MESSAGE,
  SiteSettingsSchema,
} from "./site-settings";

const valid = settingsOfSiteConfig(defaultSite);

function messagesFor(changes: Record<string, unknown>) {
  const result = SiteSettingsSchema.safeParse({ ...valid, ...changes });
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
