import { defaultSite, type SiteConfig } from "./site";

let cached: SiteConfig | undefined;

/** The company's details with environment overrides applied (SITE_NAME, SITE_PHONE, …). */
export function getSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  if (cached && env === process.env) return cached;
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const site: SiteConfig = {
    ...defaultSite,
    name: pick("SITE_NAME", defaultSite.name),
    phone: pick("SITE_PHONE", defaultSite.phone),
    chatNumber: pick("SITE_CHAT_NUMBER", defaultSite.chatNumber).replace(/\D/g, ""),
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
  if (env === process.env) cached = site;
  return site;
}
