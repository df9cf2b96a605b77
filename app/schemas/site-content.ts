/**
 * The owner's texts of the public pages, one schema per section
 * (docs/decisions/049-site-content-sections.md). Each serves the admin editor (Conform), the
 * save and `PUT /api/site/{section}` alike. Every owner-written text may carry a Tamil version
 * beside it in an optional `ta` object with the same text keys; English stays the default.
 */
import { LANGUAGE_TAGS, type Language } from "~/i18n/language";
import { z } from "zod";
import { ICON_NAMES, type IconName } from "~/config/icon-names";
import { EXTRA_UNITS } from "~/utils/cost-estimate";
import { slugFromText } from "~/text/slug";
import { oneLine, paragraph, requiredParagraph, requiredText, text } from "./common";
import { SITE_TEXT_LIMITS, type SiteSectionKey } from "./form-choices";

export {
  isSiteSection,
  SITE_SECTIONS,
  SITE_TEXT_LIMITS,
  type SiteSectionKey,
} from "./form-choices";

const L = SITE_TEXT_LIMITS;

/**
 * The Tamil versions of some text keys: each optional, the English one is shown when absent. A
 * number is a text's limit; a schema is a list's (docs/decisions/065-tamil-list-items.md).
 */
function tamilOf(keys: Record<string, number | z.ZodType<string[] | undefined>>) {
  const shape: Record<string, z.ZodType<string | string[] | undefined>> = Object.fromEntries(
    Object.entries(keys).map(([key, rule]) => [
      key,
      typeof rule === "number"
        ? // A Tamil text is one line where its English one is (a title, a name: L.title or less).
          (rule <= L.title ? oneLine("The Tamil text") : z.string().trim())
            .max(rule, `The Tamil text must be at most ${rule} characters`)
            .optional()
        : rule,
    ]),
  );
  return z.object(shape).optional();
}

const icon = z
  .enum(ICON_NAMES as unknown as [IconName, ...IconName[]], { error: "Choose one of the icons" })
  .default("check-circle");

/**
 * A list of short lines: an array from an API client, or one line each from the form's text
 * box. Empty lines are dropped.
 */
function lines(label: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? linesOf(value) : (value ?? [])),
    z
      .array(
        oneLine("Each line")
          .min(1)
          .max(L.feature, `Each line must be at most ${L.feature} characters`),
      )
      .max(L.features, `At most ${L.features} ${label}`),
  );
}

/** A photo stored by the media pipeline (app/media): its file name in UPLOADS_DIR. */
const photo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{10,64}\.webp$/, "Not a stored photo")
  .optional();

/** A readable address part (`/contact?service=…`); made from the title when left empty. */
const slug = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens")
  .optional();

function linesOf(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The Tamil version of a list of lines, a list of its own shown whole in place of the English one
 * (docs/decisions/065-tamil-list-items.md). Absent or empty, the English list is shown; an empty
 * text box is stored as no list, so a section keeps the shape it had.
 */
function tamilLines(label: string) {
  return z.preprocess((value) => {
    const list = typeof value === "string" ? linesOf(value) : value;
    return Array.isArray(list) && list.length === 0 ? undefined : list;
  }, lines(label).optional());
}

function items<T extends z.ZodType>(item: T, label: string, min = 0) {
  const list = z.array(item).max(L.items, `At most ${L.items} ${label}`);
  return min > 0
    ? list.min(min, `Keep at least one ${label.replace(/s$/, "")}: the page needs it`)
    : list;
}

/**
 * Gives every item a unique slug (its own, else one made from its name), so links such as
 * `/contact?service=renovation` keep working while the owner edits the text.
 */
function withSlugs<T extends { slug?: string }>(list: T[], nameOf: (item: T) => string) {
  const taken = new Set<string>();
  return list.map((item) => {
    const base = item.slug || slugFromText(nameOf(item)) || "item";
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
    taken.add(candidate);
    return { ...item, slug: candidate };
  });
}

const HomeSchema = z.object({
  headline: requiredText(L.title, "Headline"),
  introduction: requiredParagraph(L.paragraph, "Introduction"),
  badge: text(L.short, "Badge"),
  stats: items(
    z.object({
      value: requiredText(12, "Figure"),
      label: requiredText(L.short, "Label"),
      icon,
      ta: tamilOf({ label: L.short }),
    }),
    "figures",
    1,
  ).max(4, "At most four figures: the page shows four"),
  points: items(
    z.object({
      title: requiredText(L.short, "Point"),
      text: paragraph(L.line, "Line"),
      icon,
      ta: tamilOf({ title: L.short, text: L.line }),
    }),
    "points",
  ),
  ta: tamilOf({ headline: L.title, introduction: L.paragraph, badge: L.short }),
});

const AboutSchema = z.object({
  storyTitle: requiredText(L.title, "Story title"),
  story: requiredParagraph(L.story, "Story"),
  mission: requiredParagraph(L.paragraph, "Mission"),
  vision: requiredParagraph(L.paragraph, "Vision"),
  timeline: items(
    z.object({
      year: requiredText(20, "Year"),
      title: requiredText(L.short, "Title"),
      description: paragraph(L.line, "Description"),
      ta: tamilOf({ year: 20, title: L.short, description: L.line }),
    }),
    "timeline entries",
  ),
  team: items(
    z.object({
      name: requiredText(L.short, "Name"),
      role: requiredText(L.short, "Role"),
      bio: paragraph(L.line, "About them"),
      photo,
      ta: tamilOf({ name: L.short, role: L.short, bio: L.line }),
    }),
    "team members",
  ),
  ta: tamilOf({ storyTitle: L.title, story: L.story, mission: L.paragraph, vision: L.paragraph }),
});

/** A checkbox as a form sends it ("on") or as JSON sends it (true). */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const ServicesSchema = z.object({
  items: items(
    z.object({
      slug,
      title: requiredText(L.short, "Title"),
      summary: requiredParagraph(L.line, "Summary"),
      description: paragraph(L.paragraph, "Description"),
      features: lines("features"),
      icon,
      photo,
      /** Listed in the footer's "Our Services" (the first five when none is chosen). */
      inFooter: checkbox,
      ta: tamilOf({
        title: L.short,
        summary: L.line,
        description: L.paragraph,
        features: tamilLines("features"),
      }),
    }),
    "services",
    1,
  ).transform((list) => withSlugs(list, (item) => item.title)),
});

const ProcessSchema = z.object({
  items: items(
    z.object({
      title: requiredText(L.short, "Title"),
      description: paragraph(L.line, "Description"),
      icon,
      ta: tamilOf({ title: L.short, description: L.line }),
    }),
    "steps",
    1,
  ),
});

const PRICE_MESSAGE = "Enter the price as a whole number of rupees, such as 1999";

/** Whole rupees per sq.ft: "1999" from the form, 1999 from an API client; never 0 or ₹19.99. */
const rupees = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: PRICE_MESSAGE })
    .int(PRICE_MESSAGE)
    .positive(PRICE_MESSAGE)
    .max(1_000_000, "The price must be at most ₹10,00,000 per sq.ft"),
);

const PricingSchema = z.object({
  items: items(
    z.object({
      slug,
      name: requiredText(L.short, "Name"),
      price: rupees,
      description: paragraph(L.line, "Description"),
      features: lines("included items"),
      warranty: text(L.short, "Warranty"),
      maintenance: text(L.short, "Maintenance"),
      popular: checkbox,
      ta: tamilOf({
        name: L.short,
        description: L.line,
        warranty: L.short,
        maintenance: L.short,
        features: tamilLines("included items"),
      }),
    }),
    "pricing tiers",
    1,
  ).transform((list) => withSlugs(list, (item) => item.name)),
});

const TestimonialsSchema = z.object({
  items: items(
    z.object({
      name: requiredText(L.short, "Name"),
      role: text(L.short, "Role or place"),
      quote: requiredParagraph(L.paragraph, "Quote"),
      photo,
      /** The project it is about (an id); checked against the projects on save. */
      projectId: z.string().trim().max(40).optional(),
      ta: tamilOf({ name: L.short, role: L.short, quote: L.paragraph }),
    }),
    "testimonials",
  ),
});

const STAGES_TOTAL_MESSAGE = "The stages must add up to 100 %";

const wholeNumberOf = (message: string, max: number, maxMessage: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(max, maxMessage),
  );

/**
 * The cost estimator's own numbers (docs/product/public-site.md#cost-estimator): the extras a
 * visitor may add, the payment stages, the pace and the note. The package rates are the pricing
 * tiers'.
 */
const EstimatorSchema = z.object({
  extras: items(
    z.object({
      slug,
      name: requiredText(L.short, "Name"),
      price: wholeNumberOf(
        "Enter the price as a whole number of rupees, such as 95000",
        10_000_000,
        "The price must be at most ₹1,00,00,000",
      ),
      unit: z.enum(EXTRA_UNITS, { error: "Choose each, per running foot or per sq.ft" }),
      ta: tamilOf({ name: L.short }),
    }),
    "extras",
  ).transform((list) => withSlugs(list, (item) => item.name)),
  stages: items(
    z.object({
      name: requiredText(L.short, "Stage"),
      percent: wholeNumberOf("Enter a whole percent from 1 to 100", 100, "At most 100 %"),
      ta: tamilOf({ name: L.short }),
    }),
    "stages",
    1,
  ).refine(
    (list) => list.reduce((sum, stage) => sum + stage.percent, 0) === 100,
    STAGES_TOTAL_MESSAGE,
  ),
  pace: wholeNumberOf(
    "Enter the pace as whole sq.ft a month, such as 400",
    100_000,
    "The pace must be at most 1,00,000 sq.ft a month",
  ),
  note: paragraph(L.paragraph, "Note"),
  ta: tamilOf({ note: L.paragraph }),
});

/**
 * The construction stages a progress update is at (docs/decisions/067-progress-updates.md), in
 * the order work reaches them; an update names its stage by the slug, so renaming a stage renames
 * it on every update.
 */
const ProgressStagesSchema = z.object({
  stages: items(
    z.object({
      slug,
      name: requiredText(L.short, "Stage"),
      ta: tamilOf({ name: L.short }),
    }),
    "stages",
    1,
  ).transform((list) => withSlugs(list, (item) => item.name)),
});

export const SITE_SECTION_SCHEMAS = {
  home: HomeSchema,
  about: AboutSchema,
  services: ServicesSchema,
  process: ProcessSchema,
  pricing: PricingSchema,
  testimonials: TestimonialsSchema,
  estimator: EstimatorSchema,
  progress: ProgressStagesSchema,
} as const;

export type SiteSections = { [K in SiteSectionKey]: z.output<(typeof SITE_SECTION_SCHEMAS)[K]> };
export type HomeContent = SiteSections["home"];
export type ServiceItem = SiteSections["services"]["items"][number];
export type PricingTier = SiteSections["pricing"]["items"][number];
export type ProcessStep = SiteSections["process"]["items"][number];
export type Testimonial = SiteSections["testimonials"]["items"][number];

export { SITE_SECTION_ANCHORS, SITE_SECTION_LABELS, SITE_SECTION_PAGES } from "./form-choices";

/** Which list items of a section may carry a photo: the form's upload field names. */
export const SITE_SECTION_PHOTO_LISTS: Partial<Record<SiteSectionKey, string>> = {
  about: "team",
  services: "items",
  testimonials: "items",
};

/** "₹1,999" (Indian digit grouping). */
export function formatRupees(amount: number, language: Language = "en") {
  return `₹${amount.toLocaleString(LANGUAGE_TAGS[language])}`;
}

/** A section's unsaved change shown by its public page (the editor's Preview). */
export type SitePreview = {
  [K in SiteSectionKey]: { key: K; label: string; content: SiteSections[K]; editPath: string };
}[SiteSectionKey];
