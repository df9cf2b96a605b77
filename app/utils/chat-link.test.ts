import { describe, expect, it } from "vitest";
import { replyChatLink } from "./chat-link";

const greetingOf = (link: string | null) => new URL(link!).searchParams.get("text");

describe("the admin's Reply on WhatsApp link", () => {
  const visitor = { name: "Karthik Subramanian", phone: "098412 34567" };

  it("greets a visitor who wrote from an English page in English", () => {
    const link = replyChatLink({ ...visitor, page: "/contact" }, "Sri Lakshmi Builders");
    expect(link).toMatch(/^https:\/\/wa\.me\/919841234567\?text=/);
    expect(greetingOf(link)).toBe(
      "Hello Karthik Subramanian, thank you for your enquiry to Sri Lakshmi Builders. ",
    );
  });

  it("greets a visitor who wrote from a Tamil page in Tamil", () => {
    for (const page of ["/ta/contact", "/ta", "/ta/services"]) {
      const link = replyChatLink({ ...visitor, page }, "Sri Lakshmi Builders");
      expect(link).toMatch(/^https:\/\/wa\.me\/919841234567\?text=/);
      expect(greetingOf(link), page).toBe(
        "வணக்கம் Karthik Subramanian, Sri Lakshmi Builders நிறுவனத்துக்கு நீங்கள் அனுப்பிய விசாரணைக்கு நன்றி. ",
      );
    }
  });

  it("greets in English from a page that only starts like the Tamil prefix", () => {
    const link = replyChatLink({ ...visitor, page: "/tamil-homes" }, "Sri Lakshmi Builders");
    expect(greetingOf(link)).toMatch(/^Hello /);
  });
});
