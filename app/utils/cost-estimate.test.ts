import { describe, expect, test } from "vitest";
import {
  amountInWords,
  AREA_MAX,
  AREA_MIN,
  estimateFromQuery,
  estimateQuery,
  readEstimate,
  rupees,
  type EstimateConfig,
} from "./cost-estimate";

const DEMO: EstimateConfig = {
  packages: [
    { slug: "basic", rate: 1499 },
    { slug: "premium", rate: 1999 },
    { slug: "luxury", rate: 2999 },
  ],
  extras: [
    { slug: "compound-wall", price: 1500, unit: "running-foot" },
    { slug: "sump", price: 95_000, unit: "each" },
    { slug: "borewell", price: 125_000, unit: "each" },
    { slug: "rooftop-solar", price: 195_000, unit: "each" },
  ],
  stages: [15, 35, 15, 10, 15, 10].map((percent) => ({ percent })),
  pace: 400,
};

const WORDS = {
  thousand: "about ₹{amount} thousand",
  lakh: "about ₹{amount} lakh",
  crore: "about ₹{amount} crore",
};

describe("an estimate", () => {
  test("1,200 sq.ft, G+1, Premium with a sump", () => {
    const result = estimateFromQuery(
      new URLSearchParams("area=1200&floors=2&package=premium&extras=sump"),
      DEMO,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { estimate } = result;
    expect(estimate.builtUpArea).toBe(2400);
    expect(estimate.rate).toBe(1999);
    expect(estimate.total).toBe(2400 * 1999 + 95_000);
    expect(rupees(estimate.total)).toBe("₹48,92,600");
    expect(amountInWords(estimate.total, WORDS)).toBe("about ₹49 lakh");
    expect(estimate.schedule.map((stage) => stage.amount)).toEqual([
      733_890, 1_712_410, 733_890, 489_260, 733_890, 489_260,
    ]);
    expect(estimate.months).toBe(6);
  });

  test("the API's comma-separated extras and the form's quantity boxes read alike", () => {
    const api = estimateFromQuery(
      new URLSearchParams("area=1,200&floors=1&package=basic&extras=sump,compound-wall:120"),
      DEMO,
    );
    const form = estimateFromQuery(
      new URLSearchParams(
        "area=1200&floors=1&package=basic&extras=sump&qty-compound-wall=120&qty-x=",
      ),
      DEMO,
    );
    expect(api.ok && form.ok).toBe(true);
    if (!api.ok || !form.ok) return;
    expect(api.estimate).toEqual(form.estimate);
    expect(api.estimate.total).toBe(1200 * 1499 + 95_000 + 120 * 1500);
    expect(estimateQuery(api.input, DEMO)).toBe(
      "area=1200&floors=1&package=basic&qty-compound-wall=120&extras=sump",
    );
  });

  test("every field out of range or unknown is named with its problem", () => {
    const read = (query: string) => {
      const result = readEstimate(new URLSearchParams(query), DEMO);
      return result.ok ? {} : result.errors;
    };
    expect(read("floors=2&package=premium")).toEqual({ area: "areaRequired" });
    expect(read("area=299&floors=2&package=premium")).toEqual({ area: "areaRange" });
    expect(read("area=20001&floors=2&package=premium")).toEqual({ area: "areaRange" });
    expect(read("area=12e2&floors=2&package=premium")).toEqual({ area: "areaRange" });
    expect(read("area=1200*2&floors=2&package=premium")).toEqual({ area: "areaRange" });
    expect(read("area=1200&floors=5&package=premium")).toEqual({ floors: "floorsUnknown" });
    expect(read("area=1200&floors=&package=premium")).toEqual({ floors: "floorsUnknown" });
    expect(read("area=1200&floors=2&package=gold")).toEqual({ package: "packageUnknown" });
    expect(read("area=1200&floors=2&package=premium&extras=pool")).toEqual({
      extras: "extraUnknown",
    });
    expect(read("area=1200&floors=2&package=premium&qty-compound-wall=-5")).toEqual({
      "qty-compound-wall": "quantityRange",
    });
    expect(read("area=1200&floors=2&package=premium&extras=compound-wall:1e9")).toEqual({
      extras: "quantityRange",
    });
  });

  test("an extra priced each is counted once: a quantity above one is refused, not dropped", () => {
    const read = (query: string) => estimateFromQuery(new URLSearchParams(query), DEMO);
    for (const extras of ["extras=sump:3", "extras=sump:2,compound-wall:10", "qty-sump=2"]) {
      const result = read(`area=1200&floors=1&package=basic&${extras}`);
      expect(result.ok ? result.estimate : result.errors, extras).toEqual({
        extras: "quantityEach",
      });
    }
    for (const extras of ["extras=sump", "extras=sump:1", "extras=sump:"]) {
      const result = read(`area=1200&floors=1&package=basic&${extras}`);
      expect(result.ok && result.estimate.extras, extras).toEqual([
        { slug: "sump", quantity: 1, price: 95_000, amount: 95_000 },
      ]);
    }
    const none = read("area=1200&floors=1&package=basic&extras=sump:0");
    expect(none.ok && none.estimate.extras).toEqual([]);
  });

  test("in words: lakh below one hundred lakh, crore from there", () => {
    expect(amountInWords(2_398_800, WORDS)).toBe("about ₹24 lakh");
    expect(amountInWords(9_960_000, WORDS)).toBe("about ₹1 crore");
    expect(amountInWords(12_345_678, WORDS)).toBe("about ₹1.2 crore");
    expect(amountInWords(85_000, WORDS)).toBe("about ₹85 thousand");
    expect(rupees(2_398_800)).toBe("₹23,98,800");
  });
});

/** A small seeded generator, so a failure names inputs that can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state ^ (state >>> 15), 2_246_822_507) + 0x9e3779b9) >>> 0;
    state = (state ^ (state >>> 13)) >>> 0;
    return state % below;
  };
}

describe("over many inputs", () => {
  test("the total is area × floors × rate + extras and the schedule adds up to it, to the rupee", () => {
    const next = generator(20261128);
    for (let run = 0; run < 2000; run++) {
      const stageCount = 1 + next(8);
      const percents: number[] = [];
      let left = 100;
      for (let i = 0; i < stageCount - 1; i++) {
        const percent = next(left + 1);
        percents.push(percent);
        left -= percent;
      }
      percents.push(left);
      const config: EstimateConfig = {
        packages: [{ slug: "p", rate: 1 + next(1_000_000) }],
        extras: Array.from({ length: next(5) }, (_, i) => ({
          slug: `e${i}`,
          price: 1 + next(10_000_000),
          unit: (["each", "running-foot", "sqft"] as const)[next(3)],
        })),
        stages: percents.map((percent) => ({ percent })),
        pace: 1 + next(5000),
      };
      const area = AREA_MIN + next(AREA_MAX - AREA_MIN + 1);
      const floors = 1 + next(4);
      const query = new URLSearchParams({
        area: String(area),
        floors: String(floors),
        package: "p",
      });
      const chosen = config.extras.filter(() => next(2) === 1);
      const quantities = chosen.map((extra) => (extra.unit === "each" ? 1 : 1 + next(100_000)));
      chosen.forEach((extra, i) => query.append("extras", `${extra.slug}:${quantities[i]}`));

      const result = estimateFromQuery(query, config);
      expect(result.ok, query.toString()).toBe(true);
      if (!result.ok) return;
      const { estimate } = result;
      // The same sums in BigInt, which cannot drift.
      const expected =
        BigInt(area) * BigInt(floors) * BigInt(config.packages[0].rate) +
        chosen.reduce((sum, extra, i) => sum + BigInt(extra.price) * BigInt(quantities[i]), 0n);
      expect(BigInt(estimate.total), query.toString()).toBe(expected);
      expect(Number.isSafeInteger(estimate.total)).toBe(true);
      const scheduled = estimate.schedule.reduce((sum, stage) => sum + BigInt(stage.amount), 0n);
      expect(scheduled, query.toString()).toBe(expected);
      estimate.schedule.forEach((stage, i) => {
        expect(Number.isInteger(stage.amount)).toBe(true);
        const exact = (expected * BigInt(percents[i])) / 100n;
        const difference = BigInt(stage.amount) - exact;
        expect(difference >= -1n && difference <= 1n, `stage ${i} of ${query}`).toBe(true);
      });
      expect(estimate.months, `${query} pace ${config.pace}`).toBe(
        Math.max(1, Math.ceil((area * floors) / config.pace)),
      );
    }
  });
});
