/**
 * The company's details (docs/product/overview.md#company-details). Every page reads them from
 * here; each value can be overridden with the environment variable named beside it (read on the
 * server by getSiteConfig in site.server.ts).
 */
import { contentTexts, type ContentText } from "~/i18n/content";
import type { Language } from "~/i18n/language";
import { phoneChatNumber, withChatNumber } from "./chat-number";
import type { VisitingHours } from "./visiting-hours";

export type SiteConfig = {
  name: string;
  tagline: string;
  foundedYear: number;
  phone: string;
  /**
   * The number every chat (WhatsApp) link goes to: digits only, with country code, as wa.me
   * expects (docs/decisions/066-one-chat-number.md).
   */
  chatNumber: string;
  email: string;
  adminEmail: string;
  address: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  hours: { weekdays: string; sunday: string };
  /** The same hours for search engines: days and 24-hour times. */
  openingHours: { days: string[]; opens: string; closes: string };
  geo: { latitude: number; longitude: number };
  areaServed: string[];
  priceRange: string;
  /** Brand colours for the web app manifest and the browser's theme colour. */
  colors: { theme: string; background: string };
  social: { facebook: string; instagram: string; linkedin: string; youtube: string };
  credit: { label: string; url: string };
  /** Map embed for the contact page. */
  mapEmbedUrl: string;
};

export const defaultSite: SiteConfig = {
  name: "Sri Lakshmi Builders",
  tagline: "Building dreams into reality with quality construction services since 2010.",
  foundedYear: 2010,
  phone: "+91 98400 12345",
  chatNumber: "919840012345",
  email: "info@srilakshmibuilders.in",
  adminEmail: "admin@srilakshmibuilders.in",
  address: {
    street: "No. 24, 2nd Main Road, Gandhi Nagar, Adyar",
    locality: "Adyar",
    city: "Chennai",
    region: "Tamil Nadu",
    postalCode: "600020",
    country: "India",
  },
  hours: { weekdays: "Mon-Sat 9:00 AM - 6:00 PM", sunday: "Sunday closed" },
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "09:00",
    closes: "18:00",
  },
  geo: { latitude: 13.0063, longitude: 80.2574 },
  areaServed: ["Chennai", "Chengalpattu", "Kanchipuram", "Tiruvallur"],
  priceRange: "₹₹",
  colors: { theme: "#c2410c", background: "#ffffff" },
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
    linkedin: "https://www.linkedin.com/",
    youtube: "https://www.youtube.com/",
  },
  credit: { label: "Web design by Kaveri Web Studio", url: "https://example.com/" },
  mapEmbedUrl:
    "https://www.openstreetmap.org/export/embed.html?bbox=80.2450%2C13.0000%2C80.2650%2C13.0120&layer=mapnik&marker=13.0063%2C80.2574",
};

/**
 * The company's details the owner edits in the admin (/settings), stored in the database
 * (docs/decisions/048-site-settings-in-the-database.md). Flat, one key per form field, so the
 * form, the API and the stored row read alike. A later Tamil version of the texts sits beside
 * them under `ta`, with the same keys; a key missing there falls back to the English text.
 */
export type SiteSettings = {
  name: string;
  tagline: string;
  foundedYear: number;
  phone: string;
  /**
   * True: the chats go to the phone number, and `chatNumber` follows it. False: to `chatNumber`
   * (docs/decisions/066-one-chat-number.md).
   */
  chatOnPhone: boolean;
  /** The number the chats go to: digits with the country code (the phone's when chatOnPhone). */
  chatNumber: string;
  email: string;
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  hoursWeekdays: string;
  hoursSunday: string;
  openingDays: string[];
  opens: string;
  closes: string;
  latitude: number;
  longitude: number;
  areaServed: string[];
  priceRange: string;
  facebook: string;
  instagram: string;
  linkedin: string;
  youtube: string;
  creditLabel: string;
  creditUrl: string;
} & Partial<Record<PaymentSetting, string>>;

/**
 * How clients pay and what their receipts print (docs/product/client-payments.md#security):
 * only the owner's settings form and the client's pages read them. `gstin` is printed on receipts
 * (a registered business shows it anyway); the rest never leaves through a public page or
 * `/api/site` (publicSiteSettings in app/models/site-settings.server.ts leaves them out).
 * Optional: a row saved before they existed has none, and a setting not sent keeps its value.
 */
export const PAYMENT_SETTINGS = [
  "gstin",
  "upiId",
  "bankAccountName",
  "bankAccountNumber",
  "bankIfsc",
  "bankName",
] as const;
export type PaymentSetting = (typeof PAYMENT_SETTINGS)[number];

/** The owner-written texts that may get a Tamil version (the keys of `ta`). */
export const TRANSLATABLE_SETTINGS = [
  "name",
  "tagline",
  "street",
  "locality",
  "city",
  "region",
  "hoursWeekdays",
  "hoursSunday",
  "creditLabel",
] as const satisfies readonly (keyof SiteSettings)[];

export type TranslatableSetting = (typeof TRANSLATABLE_SETTINGS)[number];

export type StoredSiteSettings = SiteSettings & {
  ta?: Partial<Pick<SiteSettings, TranslatableSetting>>;
  /** The site visits' hours (app/config/visiting-hours.ts), saved by their own form. */
  visiting?: VisitingHours;
};

/** The owner's texts among the details, each in a page's language (app/i18n/content.ts). */
export type SiteTexts = Record<TranslatableSetting, ContentText>;

/**
 * The tagline, address, hours, credit … as a page of `language` shows them: the Tamil text
 * where the owner wrote one, else the English one marked `lang="en"` on a Tamil page.
 */
export function siteTextsIn(
  language: Language,
  site: SiteConfig,
  tamil: StoredSiteSettings["ta"],
): SiteTexts {
  return contentTexts(language, settingsOfSiteConfig(site), tamil, TRANSLATABLE_SETTINGS);
}

export const WEEK_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** The contact page's map around a position (OpenStreetMap's embed, about 2 km wide). */
function mapEmbedUrlAt(latitude: number, longitude: number): string {
  const box = [longitude - 0.01, latitude - 0.006, longitude + 0.01, latitude + 0.006]
    .map((value) => value.toFixed(4))
    .join("%2C");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${latitude.toFixed(4)}%2C${longitude.toFixed(4)}`;
}

/** The details with the owner's texts as a page shows them: for JSON-LD and other plain text. */
export function siteWithTexts(site: SiteConfig, texts: SiteTexts): SiteConfig {
  const text = (key: TranslatableSetting) => texts[key].text;
  return {
    ...site,
    name: text("name"),
    tagline: text("tagline"),
    address: {
      ...site.address,
      street: text("street"),
      locality: text("locality"),
      city: text("city"),
      region: text("region"),
    },
    hours: { weekdays: text("hoursWeekdays"), sunday: text("hoursSunday") },
    credit: { ...site.credit, label: text("creditLabel") },
  };
}

/** The details every page reads, from the stored settings (the rest stays as configured). */
export function siteConfigFromSettings(settings: SiteSettings, base: SiteConfig): SiteConfig {
  return {
    ...base,
    name: settings.name,
    tagline: settings.tagline,
    foundedYear: settings.foundedYear,
    phone: settings.phone,
    chatNumber: withChatNumber(settings).chatNumber,
    email: settings.email,
    address: {
      ...base.address,
      street: settings.street,
      locality: settings.locality,
      city: settings.city,
      region: settings.region,
      postalCode: settings.postalCode,
    },
    hours: { weekdays: settings.hoursWeekdays, sunday: settings.hoursSunday },
    openingHours: { days: settings.openingDays, opens: settings.opens, closes: settings.closes },
    geo: { latitude: settings.latitude, longitude: settings.longitude },
    areaServed: settings.areaServed,
    priceRange: settings.priceRange,
    social: {
      facebook: settings.facebook,
      instagram: settings.instagram,
      linkedin: settings.linkedin,
      youtube: settings.youtube,
    },
    credit: { label: settings.creditLabel, url: settings.creditUrl },
    mapEmbedUrl: mapEmbedUrlAt(settings.latitude, settings.longitude),
  };
}

/** The editable part of the details: what a new database starts with. */
export function settingsOfSiteConfig(site: SiteConfig): SiteSettings {
  return {
    name: site.name,
    tagline: site.tagline,
    foundedYear: site.foundedYear,
    phone: site.phone,
    chatOnPhone: site.chatNumber.replace(/\D/g, "") === phoneChatNumber(site.phone),
    chatNumber: site.chatNumber,
    email: site.email,
    street: site.address.street,
    locality: site.address.locality,
    city: site.address.city,
    region: site.address.region,
    postalCode: site.address.postalCode,
    hoursWeekdays: site.hours.weekdays,
    hoursSunday: site.hours.sunday,
    openingDays: site.openingHours.days,
    opens: site.openingHours.opens,
    closes: site.openingHours.closes,
    latitude: site.geo.latitude,
    longitude: site.geo.longitude,
    areaServed: site.areaServed,
    priceRange: site.priceRange,
    facebook: site.social.facebook,
    instagram: site.social.instagram,
    linkedin: site.social.linkedin,
    youtube: site.social.youtube,
    creditLabel: site.credit.label,
    creditUrl: site.credit.url,
  };
}
