/**
 * The rules of a private project's payment schedule (docs/product/client-payments.md): no
 * database, no route, so the states, the split of a contract total and the UPI address are
 * tested alone.
 */

export const PAYMENT_STATES = ["upcoming", "due", "paid"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * A total split by whole percents into whole rupees that add up to it exactly: each share
 * rounded down, then the rupees left over go one each to the largest remainders (the earlier
 * stage first on a tie). Percents that do not add up to 100 are taken as parts of their sum.
 */
export function splitByPercentages(total: number, percents: readonly number[]): number[] {
  const sum = percents.reduce((all, percent) => all + percent, 0);
  if (sum <= 0 || total <= 0) return percents.map(() => 0);
  const shares = percents.map((percent, index) => ({
    index,
    amount: Math.floor((total * percent) / sum),
    remainder: (total * percent) % sum,
  }));
  let left = total - shares.reduce((all, share) => all + share.amount, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left <= 0) break;
    share.amount += 1;
    left -= 1;
  }
  return shares.map((share) => share.amount);
}

/**
 * The stages a project has reached: every stage of the owner's list up to the furthest one a
 * published update names (work reaches them in order), and any named stage no longer listed.
 */
export function reachedStages(stageSlugs: readonly string[], updateStages: readonly string[]) {
  const reached = new Set(updateStages);
  const furthest = Math.max(-1, ...updateStages.map((stage) => stageSlugs.indexOf(stage)));
  for (const slug of stageSlugs.slice(0, furthest + 1)) reached.add(slug);
  return reached;
}

type Instalment = {
  amount: number;
  /** What the receipts of it add up to. */
  paid: number;
  stage: string | null;
  /** YYYY-MM-DD, India time. */
  dueOn: string | null;
};

/**
 * Paid once its receipts cover its amount; due once its stage is reached or its day has come in
 * India (`today` is the day in Asia/Kolkata); upcoming until then.
 */
export function paymentState(
  instalment: Instalment,
  facts: { reached: ReadonlySet<string>; today: string },
): PaymentState {
  if (instalment.paid >= instalment.amount) return "paid";
  if (instalment.stage && facts.reached.has(instalment.stage)) return "due";
  if (instalment.dueOn && instalment.dueOn <= facts.today) return "due";
  return "upcoming";
}

/** What is still to pay of an instalment (never below nothing: an overpayment is not owed back). */
export function stillToPay(instalment: { amount: number; paid: number }): number {
  return Math.max(0, instalment.amount - instalment.paid);
}

/** The schedule's sums: paid, due now (the unpaid part of what is due) and the balance. */
export function scheduleTotals(instalments: readonly (Instalment & { state: PaymentState })[]): {
  total: number;
  paid: number;
  dueNow: number;
  balance: number;
} {
  let total = 0;
  let paid = 0;
  let dueNow = 0;
  for (const instalment of instalments) {
    total += instalment.amount;
    paid += Math.min(instalment.paid, instalment.amount);
    if (instalment.state === "due") dueNow += stillToPay(instalment);
  }
  return { total, paid, dueNow, balance: total - paid };
}

/** The query part of a UPI address: each value percent-encoded, '@' of the VPA kept as it is. */
function upiValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}

/**
 * The UPI deep link a phone's payment app opens (NPCI's `upi://pay`): payee address and name,
 * the amount in rupees, INR, and a note naming the project and instalment.
 */
export function upiPayLink(payment: {
  vpa: string;
  payee: string;
  amount: number;
  note: string;
}): string {
  const fields = [
    ["pa", payment.vpa],
    ["pn", payment.payee],
    ["am", String(payment.amount)],
    ["cu", "INR"],
    ["tn", payment.note.slice(0, 80)],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${upiValue(value)}`).join("&")}`;
}

/**
 * Whole rupees in Indian grouping, ₹12,34,567, on English and Tamil pages alike (Tamil pages
 * write Western digits, as Chennai's banks and bills do).
 */
export function formatRupees(amount: number): string {
  return `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount)}`;
}
