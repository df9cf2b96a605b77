import { describe, expect, it } from "vitest";
import {
  contentText,
  contentTexts,
  localizeImage,
  plainText,
  sectionLines,
  sectionsInLanguage,
  sectionText,
  writtenText,
} from "./content";
import { categoryText } from "./messages";
import { ta } from "./messages/ta";

describe("content in the page's language", () => {
  it("shows the Tamil text on a Tamil page where one is written", () => {
    expect(contentText("ta", "Villa in Adyar", "அடையாறில் வில்லா")).toEqual({
      text: "அடையாறில் வில்லா",
    });
  });

  it("falls back to the English text, marked English, where the Tamil one is missing or blank", () => {
    expect(contentText("ta", "Villa in Adyar")).toEqual({ text: "Villa in Adyar", lang: "en" });
    expect(contentText("ta", "Villa in Adyar", "  ")).toEqual({
      text: "Villa in Adyar",
      lang: "en",
    });
    // Nothing to mark when the English field is empty too.
    expect(contentText("ta", "", undefined)).toEqual({ text: "" });
  });

  it("marks a text written once for both languages English only when it is in Latin letters", () => {
    expect(writtenText("ta", "Priya Raman")).toEqual({ text: "Priya Raman", lang: "en" });
    expect(writtenText("ta", "பிரியா ராமன்")).toEqual({ text: "பிரியா ராமன்" });
    // A Tamil text with a Latin abbreviation in it is still Tamil.
    expect(writtenText("ta", "RCC கூரை")).toEqual({ text: "RCC கூரை" });
    expect(writtenText("ta", "2024")).toEqual({ text: "2024" });
    expect(writtenText("en", "Priya Raman")).toEqual({ text: "Priya Raman" });
  });

  it("names a fixed category in the page's language and marks an owner's own one by its letters", () => {
    expect(categoryText(ta, "ta", "Landscaping")).toEqual({ text: "Landscaping", lang: "en" });
    expect(categoryText(ta, "ta", "உள் அலங்காரம்")).toEqual({ text: "உள் அலங்காரம்" });
    expect(categoryText(ta, "ta", "Residential").lang).toBeUndefined();
  });

  it("always shows the English text on an English page", () => {
    expect(contentText("en", "Villa in Adyar", "அடையாறில் வில்லா")).toEqual({
      text: "Villa in Adyar",
    });
  });

  it("takes several fields of an item at once", () => {
    const texts = contentTexts(
      "ta",
      { title: "Roof care", content: "Slope the terrace." },
      { title: "கூரை பராமரிப்பு" },
      ["title", "content"],
    );
    expect(texts.title).toEqual({ text: "கூரை பராமரிப்பு" });
    expect(texts.content).toEqual({ text: "Slope the terrace.", lang: "en" });
    expect(plainText(texts.content)).toBe("Slope the terrace.");
  });

  it("gives a photo its Tamil alt text and marks an English caption", () => {
    const image = { fileName: "a.webp", alt: "Front view", caption: "Finished in 2025" };
    const shown = localizeImage({ ...image, ta: { alt: "முன் தோற்றம்" } }, "ta");
    expect(shown).toMatchObject({
      alt: "முன் தோற்றம்",
      caption: "Finished in 2025",
      captionLang: "en",
    });
    expect(shown.altLang).toBeUndefined();
    expect(localizeImage(image, "en")).toEqual(image);
  });
});

describe("site sections in the page's language", () => {
  const home = {
    headline: "Building dreams",
    introduction: "Quality homes in Chennai.",
    ta: { headline: "கனவுகளைக் கட்டுகிறோம்", introduction: " " },
    stats: [
      { value: "500+", label: "Homes built", ta: { label: "கட்டிய வீடுகள்" } },
      { value: "15", label: "Years" },
    ],
  };

  it("takes each Tamil text written, in lists too, and keeps English elsewhere", () => {
    const shown = sectionsInLanguage({ home }, "ta").home;
    expect(shown.headline).toBe("கனவுகளைக் கட்டுகிறோம்");
    expect(shown.introduction).toBe("Quality homes in Chennai.");
    expect(shown.stats.map((stat) => stat.label)).toEqual(["கட்டிய வீடுகள்", "Years"]);
    expect(shown.stats[0].value).toBe("500+");
  });

  it("marks the texts a Tamil page shows in English, and only those", () => {
    const shown = sectionsInLanguage({ home }, "ta").home;
    expect(sectionText(shown, "headline")).toEqual({ text: "கனவுகளைக் கட்டுகிறோம்" });
    expect(sectionText(shown, "introduction")).toEqual({
      text: "Quality homes in Chennai.",
      lang: "en",
    });
    expect(sectionText(shown.stats[0], "label")).toEqual({ text: "கட்டிய வீடுகள்" });
    expect(sectionText(shown.stats[1], "label")).toEqual({ text: "Years", lang: "en" });
    // Figures carry no words, so no language mark.
    expect(sectionText(shown.stats[1], "value")).toEqual({ text: "15" });
    expect(sectionText(home, "introduction")).toEqual({ text: "Quality homes in Chennai." });
  });

  it("leaves an English page's sections as they are", () => {
    expect(sectionsInLanguage({ home }, "en").home).toBe(home);
  });

  it("shows a list of lines in Tamil where the owner wrote one, else the English list marked", () => {
    const services = {
      items: [
        {
          title: "Renovation",
          features: ["Kitchen makeovers", "Crack repair"],
          ta: { features: ["சமையலறை மறுசீரமைப்பு", "விரிசல் சரிசெய்தல்"] },
        },
        { title: "Electrical", features: ["Concealed wiring"], ta: { features: [] } },
        { title: "Survey", features: [] },
      ],
    };
    const [written, empty, none] = sectionsInLanguage(services, "ta").items;
    expect(sectionLines(written, "features")).toEqual({
      lines: ["சமையலறை மறுசீரமைப்பு", "விரிசல் சரிசெய்தல்"],
    });
    expect(sectionLines(empty, "features")).toEqual({ lines: ["Concealed wiring"], lang: "en" });
    expect(sectionLines(none, "features")).toEqual({ lines: [] });
    const english = sectionsInLanguage(services, "en").items[0];
    expect(sectionLines(english, "features")).toEqual({
      lines: ["Kitchen makeovers", "Crack repair"],
    });
  });
});
