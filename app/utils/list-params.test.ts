import { describe, expect, it } from "vitest";
import { likePattern, listSearch, pageCount, readListParams } from "./list-params";

const SORTS = ["newest", "oldest", "name"] as const;

describe("readListParams", () => {
  it("reads search, sort and page from the URL", () => {
    expect(readListParams("/enquiries?q=%20Priya%20&sort=name&page=3", SORTS)).toEqual({
      q: "Priya",
      sort: "name",
      page: 3,
    });
  });

  it("falls back to the first sort and page 1 for anything unexpected", () => {
    for (const search of ["", "?sort=title&page=0", "?page=-2", "?page=2.5", "?page=abc"]) {
      expect(readListParams(`/enquiries${search}`, SORTS)).toMatchObject({
        sort: "newest",
        page: 1,
      });
    }
  });

  it("caps the search text", () => {
    expect(readListParams(`/x?q=${"a".repeat(500)}`, SORTS).q).toHaveLength(100);
  });
});

describe("listSearch", () => {
  it("changes some parameters and keeps the others", () => {
    const current = new URLSearchParams("q=tile&sort=oldest&page=4");
    expect(listSearch(current, { page: 5 })).toBe("?q=tile&sort=oldest&page=5");
    expect(listSearch(current, { page: 1 })).toBe("?q=tile&sort=oldest");
    expect(listSearch(current, { q: null, sort: null, page: null })).toBe("");
  });
});

describe("helpers", () => {
  it("counts pages and escapes LIKE wildcards", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
