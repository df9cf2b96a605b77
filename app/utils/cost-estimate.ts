/**
 * The cost estimator (docs/product/public-site.md#cost-estimator): reading an estimate's query and
 * working out its total, extras, payment schedule and building time from the owner's numbers. Pure
 * and small, so the /estimate page's server render, `GET /api/estimate` and the page's script
 * (app/enhance/estimate.ts) run the very same code. Money is whole rupees in integers: every
 * product and share is an exact integer (the largest, 20,000 sq.ft × 4 floors × ₹10,00,000 × 100 %,
 * stays far below 2^53), and nothing is ever evaluated from text.
 */

import { fill } from "~/i18n/fill";
import { chatLink } from "./chat-link";

export const AREA_MIN = 300;
export const AREA_MAX = 20_000;
/** Ground only, G+1, G+2, G+3: the number of floors built. */
export const FLOOR_CHOICES = [1, 2, 3, 4] as const;
/** The most running feet or sq.ft of an extra one estimate may ask for. */
const QUANTITY_MAX = 100_000;

export const EXTRA_UNITS = ["each", "running-foot", "sqft"] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

/** The owner's numbers an estimate needs: package rates, extras, stage split and pace. */
export type EstimateConfig = {
  packages: readonly { slug: string; rate: number }[];
  extras: readonly { slug: string; price: number; unit: ExtraUnit }[];
  /** The payment stages; their percents add up to 100. */
  stages: readonly { percent: number }[];
  /** Built-up sq.ft finished a month. */
  pace: number;
};

/** What the visitor asked: the query of the page, the form and the API alike. */
export type EstimateInput = {
  area: number;
  floors: number;
  package: string;
  /** Extra slug → quantity (always 1 for an extra priced each: readEstimate refuses more). */
  extras: Record<string, number>;
};

/** Why a field was refused; the page words each in its language, the API in English. */
export type EstimateProblem =
  | "areaRequired"
  | "areaRange"
  | "floorsUnknown"
  | "packageUnknown"
  | "extraUnknown"
  | "quantityRange"
  | "quantityEach";

/** The field each problem stands beside: `area`, `floors`, `package`, `extras` or `qty-<slug>`. */
export type EstimateErrors = Record<string, EstimateProblem>;

export type Estimate = {
  total: number;
  rate: number;
  builtUpArea: number;
  extras: { slug: string; quantity: number; price: number; amount: number }[];
  /** One amount per stage of the config, in its order; they add up to the total. */
  schedule: { percent: number; amount: number }[];
  months: number;
};

/** The form's field of an extra priced by running foot or sq.ft. */
export function quantityField(slug: string) {
  return `qty-${slug}`;
}

const WHOLE = /^\d{1,9}$/;

/** A whole number typed with or without Indian or Western grouping commas ("1,200"). */
function wholeNumber(value: string | null): number | null {
  const digits = (value ?? "").trim().replace(/[,\s]/g, "");
  return WHOLE.test(digits) ? Number(digits) : null;
}

/**
 * Reads an estimate from its query: `area`, `floors`, `package`, and the extras as `extras`
 * (each `slug` or `slug:quantity`, comma-separated or repeated, as the API and the form's
 * checkboxes send them) and `qty-<slug>` (the form's quantity boxes; empty or 0 is none).
 * An extra priced each is counted once (a checkbox on the form): a quantity other than 1 (or 0,
 * none) is refused under `extras`, never counted as one (docs/decisions/071).
 * Each refused field gets its problem; nothing of the text is evaluated.
 */
export function readEstimate(
  query: URLSearchParams,
  config: EstimateConfig,
): { ok: true; input: EstimateInput } | { ok: false; errors: EstimateErrors } {
  const errors: EstimateErrors = {};
  const rawArea = query.get("area");
  const area = wholeNumber(rawArea);
  if (!rawArea?.trim()) errors.area = "areaRequired";
  else if (area === null || area < AREA_MIN || area > AREA_MAX) errors.area = "areaRange";

  const floors = wholeNumber(query.get("floors"));
  if (floors === null || !(FLOOR_CHOICES as readonly number[]).includes(floors)) {
    errors.floors = "floorsUnknown";
  }

  const chosenPackage = (query.get("package") ?? "").trim();
  if (!config.packages.some((item) => item.slug === chosenPackage)) {
    errors.package = "packageUnknown";
  }

  const extras: Record<string, number> = {};
  const known = new Map(config.extras.map((extra) => [extra.slug, extra]));
  const take = (slug: string, rawQuantity: string | null, field: string) => {
    const extra = known.get(slug);
    if (!extra) {
      errors.extras ??= "extraUnknown";
      return;
    }
    if (rawQuantity === null || (extra.unit === "each" && rawQuantity.trim() === "")) {
      extras[slug] = 1;
      return;
    }
    const quantity = wholeNumber(rawQuantity);
    if (extra.unit === "each" && quantity !== null && quantity > 1) errors.extras = "quantityEach";
    else if (quantity === null || quantity > QUANTITY_MAX) errors[field] = "quantityRange";
    else if (quantity > 0) extras[slug] = quantity;
  };
  for (const value of query.getAll("extras")) {
    for (const part of value.split(",")) {
      const entry = part.trim();
      if (!entry) continue;
      const colon = entry.indexOf(":");
      const slug = colon === -1 ? entry : entry.slice(0, colon);
      take(slug, colon === -1 ? null : entry.slice(colon + 1), "extras");
    }
  }
  for (const [name, value] of query) {
    // An empty box is no quantity, whatever its name.
    if (name.startsWith("qty-") && value.trim()) take(name.slice(4), value, name);
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: { area: area!, floors: floors!, package: chosenPackage, extras } };
}

/** The estimate of a checked input: integers only, the schedule adding up to the rupee. */
function computeEstimate(input: EstimateInput, config: EstimateConfig): Estimate {
  const rate = config.packages.find((item) => item.slug === input.package)?.rate ?? 0;
  const builtUpArea = input.area * input.floors;
  const extras = config.extras
    .filter((extra) => input.extras[extra.slug])
    .map((extra) => {
      const quantity = input.extras[extra.slug];
      return { slug: extra.slug, quantity, price: extra.price, amount: extra.price * quantity };
    });
  const total = builtUpArea * rate + extras.reduce((sum, extra) => sum + extra.amount, 0);
  // Each stage is the difference of the rounded-down running shares, so the amounts always
  // add up to the total exactly and each is within a rupee of its percent.
  let before = 0;
  let shared = 0;
  const schedule = config.stages.map((stage) => {
    before += stage.percent;
    const upTo = Math.floor((total * before) / 100);
    const amount = upTo - shared;
    shared = upTo;
    return { percent: stage.percent, amount };
  });
  const months = Math.max(1, Math.ceil(builtUpArea / Math.max(1, config.pace)));
  return { total, rate, builtUpArea, extras, schedule, months };
}

/** Reads and computes in one go. */
export function estimateFromQuery(query: URLSearchParams, config: EstimateConfig) {
  const read = readEstimate(query, config);
  return read.ok
    ? { ok: true as const, input: read.input, estimate: computeEstimate(read.input, config) }
    : read;
}

/** The estimate's own query, in one order, so the same estimate always has the same address. */
export function estimateQuery(input: EstimateInput, config: EstimateConfig): string {
  const query = new URLSearchParams({
    area: String(input.area),
    floors: String(input.floors),
    package: input.package,
  });
  for (const extra of config.extras) {
    const quantity = input.extras[extra.slug];
    if (!quantity) continue;
    if (extra.unit === "each") query.append("extras", extra.slug);
    else query.append(quantityField(extra.slug), String(quantity));
  }
  return query.toString();
}

const INDIAN = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "1,200" / "23,98,800": Indian grouping, the same digits on English and Tamil pages (docs/decisions/050). */
function groupIndian(value: number) {
  return INDIAN.format(value);
}

/** "₹23,98,800". */
export function rupees(amount: number) {
  return `₹${groupIndian(amount)}`;
}

/** Templates with `{amount}`: "about ₹{amount} lakh" and its kin, in the page's language. */
export type AmountWords = { thousand: string; lakh: string; crore: string };

/**
 * "about ₹24 lakh"; "about ₹1.2 crore" from one hundred lakh; thousands below a lakh. Rounded
 * in integers, so 99,60,000 says "about ₹1 crore", not "100 lakh".
 */
export function amountInWords(total: number, words: AmountWords) {
  if (total < 100_000) {
    return words.thousand.replace("{amount}", String(Math.max(1, Math.round(total / 1000))));
  }
  const lakhs = Math.round(total / 100_000);
  if (lakhs >= 100) {
    const tenths = Math.round(total / 1_000_000);
    const whole = Math.floor(tenths / 10);
    const fraction = tenths % 10;
    return words.crore.replace("{amount}", fraction ? `${whole}.${fraction}` : String(whole));
  }
  return words.lakh.replace("{amount}", String(lakhs));
}

/** The page's templates for an estimate's lines (the messages' `estimate.words`). */
export type EstimateWords = AmountWords & {
  basis: string;
  runningFeet: string;
  squareFeet: string;
  months: string;
  month: string;
  chat: string;
  extrasLine: string;
};

/** The names the page shows, in its language: packages and extras by slug, floors by number. */
export type EstimateNames = {
  packages: Record<string, string>;
  extras: Record<string, string>;
  floors: Record<string, string>;
};

/** An estimate as the page shows it: every line, written the same by the server and the script. */
export type EstimateLines = {
  total: string;
  words: string;
  basis: string;
  extras: { slug: string; detail: string; amount: string }[];
  schedule: string[];
  months: string;
};

export function estimateLines(
  input: EstimateInput,
  estimate: Estimate,
  config: EstimateConfig,
  words: EstimateWords,
  names: EstimateNames,
): EstimateLines {
  const units = new Map(config.extras.map((extra) => [extra.slug, extra.unit]));
  return {
    total: rupees(estimate.total),
    words: amountInWords(estimate.total, words),
    basis: fill(words.basis, {
      area: groupIndian(input.area),
      floors: names.floors[input.floors] ?? String(input.floors),
      builtUp: groupIndian(estimate.builtUpArea),
      rate: rupees(estimate.rate),
      package: names.packages[input.package] ?? input.package,
    }),
    extras: estimate.extras.map((extra) => {
      const unit = units.get(extra.slug);
      const detail =
        unit === "each"
          ? ""
          : fill(unit === "sqft" ? words.squareFeet : words.runningFeet, {
              quantity: groupIndian(extra.quantity),
              price: rupees(extra.price),
            });
      return { slug: extra.slug, detail, amount: rupees(extra.amount) };
    }),
    schedule: estimate.schedule.map((stage) => rupees(stage.amount)),
    months: estimate.months === 1 ? words.month : fill(words.months, { months: estimate.months }),
  };
}

/** The text "Share on WhatsApp" sends: the summary and the estimate's address. */
export function estimateChatText(
  lines: EstimateLines,
  words: EstimateWords,
  names: EstimateNames,
  company: string,
  url: string,
) {
  const extras = lines.extras
    .map((extra) => `${names.extras[extra.slug] ?? extra.slug} ${extra.amount}`)
    .join(", ");
  return fill(words.chat, {
    company,
    total: lines.total,
    words: lines.words,
    basis: lines.basis,
    extras: extras ? fill(words.extrasLine, { list: extras }) : "",
    url,
  });
}

/** "Share on WhatsApp": a chat link with no number, so the visitor chooses whom to send it to. */
export function shareChatLink(text: string) {
  return chatLink("", text);
}
