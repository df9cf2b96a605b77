/**
 * A quantity on an extra priced each (docs/api/site.md#cost-estimate, docs/decisions/071): counted
 * once on the form, so more than one is refused by name on the API and on the page, in the
 * page's language, never counted as one without a word.
 */
import { describe, expect, it } from "vitest";
import { json } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

const api = useApiServer({ signIn: false });
const ASKED = "area=1200&floors=2&package=premium";

describe("an extra priced each", () => {
  it("the API refuses a quantity above one, naming extras", async () => {
    for (const query of [`${ASKED}&extras=sump:3`, `${ASKED}&qty-sump=2`]) {
      const response = await api.send("GET", `/api/estimate?${query}`);
      expect(response.status, query).toBe(400);
      expect(await json(response)).toEqual({
        message: "extras: An extra priced each is counted once: leave out its quantity",
        errors: { extras: "An extra priced each is counted once: leave out its quantity" },
      });
    }
  });

  it("the API counts it once when asked once", async () => {
    for (const query of [`${ASKED}&extras=sump`, `${ASKED}&extras=sump:1`]) {
      const response = await api.send("GET", `/api/estimate?${query}`);
      expect(response.status, query).toBe(200);
      const body = await json<{ extras: { slug: string; quantity: number }[] }>(response);
      expect(body.extras, query).toEqual([expect.objectContaining({ slug: "sump", quantity: 1 })]);
    }
  });

  it("the page says so beside the extras, in English and Tamil", async () => {
    for (const [path, message] of [
      ["/estimate", "An extra priced each is counted once: leave out its quantity"],
      ["/ta/estimate", "ஒன்றுக்கு விலையிடப்பட்ட கூடுதல் வேலை ஒருமுறை மட்டுமே கணக்கிடப்படும்"],
    ]) {
      const response = await api.send("GET", `${path}?${ASKED}&extras=sump:3`);
      expect(response.status, path).toBe(400);
      const html = await response.text();
      const slot = /<p[^>]*data-error-for="extras"[^>]*>([^<]*)<\/p>/.exec(html);
      expect(slot?.[1], path).toContain(message);
    }
  });
});
