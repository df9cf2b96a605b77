/**
 * JSON-LD for search engines, typed with schema-dts so a misspelt property
 * fails the type check. Built from the company's details and the records;
 * serializeJsonLd (seo.ts) makes the text safe inside its script tag.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  GeneralContractor,
  ItemList,
  WithContext,
} from "schema-dts";
import type { SiteConfig } from "~/config/site";
import { uploadUrl } from "~/media/image-urls";
import { absoluteUrl } from "./seo";

export const LOGO_PATH = "/icons/icon-512.png";

function companyId(siteUrl: string) {
  return `${siteUrl}/#company`;
}

/** The company as a local business, for the home, about and contact pages. */
export function companyData(
  site: SiteConfig,
  siteUrl: string,
  imageFileName: string,
): WithContext<GeneralContractor> {
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": companyId(siteUrl),
    name: site.name,
    description: site.tagline,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    image: absoluteUrl(siteUrl, uploadUrl(imageFileName)),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.openingHours.days.map((day) => `https://schema.org/${day}`) as never,
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    areaServed: site.areaServed.map((name) => ({ "@type": "City" as const, name })),
    priceRange: site.priceRange || undefined,
    sameAs: Object.values(site.social).filter(Boolean),
  };
}

type Crumb = { name: string; path: string };

export function breadcrumbData(siteUrl: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

type PostFacts = {
  title: string;
  description: string;
  path: string;
  images: string[];
  author: string;
  publishedAt: string;
  modifiedAt: string;
  /** The language the post is shown in: "ta" for its Tamil version, else "en". */
  inLanguage?: string;
};

export function blogPostingData(
  site: SiteConfig,
  siteUrl: string,
  post: PostFacts,
): WithContext<BlogPosting> {
  const url = absoluteUrl(siteUrl, post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.description,
    inLanguage: post.inLanguage ?? "en",
    image: post.images.map((fileName) => absoluteUrl(siteUrl, uploadUrl(fileName))),
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": companyId(siteUrl),
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, LOGO_PATH) },
    },
  };
}

export function projectListData(
  siteUrl: string,
  projects: { title: string; path: string }[],
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: projects.length,
    itemListElement: projects.map((project, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: project.title,
      url: absoluteUrl(siteUrl, project.path),
    })),
  };
}
