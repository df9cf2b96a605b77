import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  paymentState,
  reachedStages,
  scheduleTotals,
  splitByPercentages,
  upiPayLink,
} from "./payment-schedule";

/** Whole percents that add up to 100, 1 to 12 of them. */
const percentsOfHundred = fc
  .array(fc.integer({ min: 1, max: 99 }), { minLength: 0, maxLength: 11 })
  .map((cuts) => {
    const points = [...new Set(cuts)].sort((a, b) => a - b);
    return [...points, 100].map((point, index) => point - (index ? points[index - 1] : 0));
  });

describe("a contract total split by the estimator's percents", () => {
  test("always adds up to the total, each share within a rupee of its percent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000_000 }),
        percentsOfHundred,
        (total, percents) => {
          const amounts = splitByPercentages(total, percents);
          expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
          amounts.forEach((amount, index) => {
            expect(Number.isInteger(amount)).toBe(true);
            expect(Math.abs(amount - (total * percents[index]) / 100)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  test("the leftover rupee goes to the largest remainder", () => {
    expect(splitByPercentages(10, [33, 33, 34])).toEqual([3, 3, 4]);
    expect(splitByPercentages(100, [15, 35, 15, 10, 15, 10])).toEqual([15, 35, 15, 10, 15, 10]);
    expect(splitByPercentages(7, [50, 50])).toEqual([4, 3]);
    expect(splitByPercentages(1_234_567, [15, 35, 50])).toEqual([185_185, 432_098, 617_284]);
  });
});

describe("paid and balance", () => {
  test("paid + balance = total for any receipts", () => {
    const instalment = fc.record({
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      receipts: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.array(instalment, { maxLength: 8 }), (schedule) => {
        const rows = schedule.map(({ amount, receipts }) => {
          const paid = receipts.reduce((a, b) => a + b, 0);
          const row = { amount, paid, stage: null, dueOn: "2026-01-01" };
          return { ...row, state: paymentState(row, { reached: new Set(), today: "2026-11-29" }) };
        });
        const totals = scheduleTotals(rows);
        const total = schedule.reduce((sum, row) => sum + row.amount, 0);
        expect(totals.total).toBe(total);
        expect(totals.paid + totals.balance).toBe(total);
        expect(totals.balance).toBeGreaterThanOrEqual(0);
        expect(totals.dueNow).toBeLessThanOrEqual(totals.balance);
      }),
    );
  });
});

describe("an instalment's state", () => {
  const stages = ["site-preparation", "foundation", "plinth", "structure"];
  const facts = { reached: reachedStages(stages, ["foundation"]), today: "2026-11-29" };

  test("upcoming until its stage is reached or its day comes", () => {
    expect(paymentState({ amount: 100, paid: 0, stage: "plinth", dueOn: null }, facts)).toBe(
      "upcoming",
    );
    expect(paymentState({ amount: 100, paid: 0, stage: null, dueOn: "2026-11-30" }, facts)).toBe(
      "upcoming",
    );
    expect(paymentState({ amount: 100, paid: 0, stage: null, dueOn: null }, facts)).toBe(
      "upcoming",
    );
  });

  test("due at its stage, at a stage before the furthest reached, or on its day", () => {
    expect(paymentState({ amount: 100, paid: 0, stage: "foundation", dueOn: null }, facts)).toBe(
      "due",
    );
    expect(
      paymentState({ amount: 100, paid: 0, stage: "site-preparation", dueOn: null }, facts),
    ).toBe("due");
    expect(paymentState({ amount: 100, paid: 60, stage: null, dueOn: "2026-11-29" }, facts)).toBe(
      "due",
    );
  });

  test("paid once the receipts cover it, whatever its stage", () => {
    expect(paymentState({ amount: 100, paid: 100, stage: "plinth", dueOn: null }, facts)).toBe(
      "paid",
    );
    expect(paymentState({ amount: 100, paid: 99, stage: "foundation", dueOn: null }, facts)).toBe(
      "due",
    );
  });
});

test("the UPI address encodes each value and keeps the VPA readable", () => {
  const link = upiPayLink({
    vpa: "srilakshmi@okaxis",
    payee: "Sri Lakshmi Builders",
    amount: 150000,
    note: "Villa & Co: Foundation",
  });
  expect(link).toBe(
    "upi://pay?pa=srilakshmi@okaxis&pn=Sri%20Lakshmi%20Builders&am=150000&cu=INR&tn=Villa%20%26%20Co%3A%20Foundation",
  );
  const parsed = new URL(link.replace("upi://pay", "https://x.invalid/pay"));
  expect(parsed.searchParams.get("tn")).toBe("Villa & Co: Foundation");
  expect(parsed.searchParams.get("pa")).toBe("srilakshmi@okaxis");
});
