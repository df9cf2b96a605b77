import { describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from "./language";

describe("the address scheme of the two languages", () => {
  it("reads Tamil from /ta and below, English from everything else", () => {
    expect(languageOfPath("/ta")).toBe("ta");
    expect(languageOfPath("/ta/")).toBe("ta");
    expect(languageOfPath("/ta/blog/a-post")).toBe("ta");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/tamil-nadu-homes")).toBe("en");
    expect(languageOfPath("/blog/ta")).toBe("en");
    // The routes match in any case, so the language does too.
    expect(languageOfPath("/TA/blog")).toBe("ta");
    expect(languageOfPath("/Ta")).toBe("ta");
    expect(languageOfPath("/TAMIL")).toBe("en");
  });

  it("moves a page between the languages and back", () => {
    expect(pathInLanguage("/", "ta")).toBe("/ta");
    expect(pathInLanguage("/blog/a-post", "ta")).toBe("/ta/blog/a-post");
    expect(pathInLanguage("/ta/blog/a-post", "en")).toBe("/blog/a-post");
    expect(pathInLanguage("/ta/", "en")).toBe("/");
    expect(pathInLanguage("/ta", "en")).toBe("/");
    expect(pathInLanguage("/ta/projects", "ta")).toBe("/ta/projects");
    expect(pathWithoutLanguage("/ta/contact")).toBe("/contact");
  });
});
