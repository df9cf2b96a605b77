import type { Language } from "~/i18n/language";
import { phoneChatNumber } from "./chat-number";
import {
  defaultSite,
  siteTextsIn,
  type SiteConfig,
  type SiteTexts,
  type StoredSiteSettings,
} from "./site";

/**
 * The company's details from the environment (SITE_NAME, SITE_PHONE, …) over the defaults: the
 * first settings of a new database only. Afterwards the owner changes them in the admin
 * (docs/decisions/048-site-settings-in-the-database.md).
 */
export function siteConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): SiteConfig {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const phone = pick("SITE_PHONE", defaultSite.phone);
  return {
    ...defaultSite,
    name: pick("SITE_NAME", defaultSite.name),
    phone,
    // Without a chat number of its own, the chats go to the phone (docs/decisions/066-one-chat-number.md).
    chatNumber: pick("SITE_CHAT_NUMBER", phoneChatNumber(phone)).replace(/\D/g, ""),
    email: pick("SITE_EMAIL", defaultSite.email),
    adminEmail: pick("SITE_ADMIN_EMAIL", pick("ADMIN_EMAIL", defaultSite.adminEmail)),
    address: { ...defaultSite.address, street: pick("SITE_ADDRESS", defaultSite.address.street) },
    social: {
      facebook: pick("SITE_FACEBOOK_URL", defaultSite.social.facebook),
      instagram: pick("SITE_INSTAGRAM_URL", defaultSite.social.instagram),
      linkedin: pick("SITE_LINKEDIN_URL", defaultSite.social.linkedin),
      youtube: pick("SITE_YOUTUBE_URL", defaultSite.social.youtube),
    },
    credit: {
      label: pick("SITE_CREDIT_LABEL", defaultSite.credit.label),
      url: pick("SITE_CREDIT_URL", defaultSite.credit.url),
    },
  };
}

let current: SiteConfig | undefined;
let currentTamil: StoredSiteSettings["ta"];

/**
 * The company's details every page, feed, card and e-mail reads: the stored settings, held in
 * memory and replaced by each save (app/models/site-settings.server.ts). Before the database
 * has been read (a script, a unit test) they are the environment's.
 */
export function getSiteConfig(): SiteConfig {
  current ??= siteConfigFromEnv();
  return current;
}

/** Puts the stored settings in place of what getSiteConfig returned until now. */
export function replaceSiteConfig(site: SiteConfig, tamil?: StoredSiteSettings["ta"]) {
  current = site;
  currentTamil = tamil;
}

/** The owner's texts among the details in a page's language (Tamil where written). */
export function getSiteTexts(language: Language): SiteTexts {
  return siteTextsIn(language, getSiteConfig(), currentTamil);
}
