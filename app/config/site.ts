/**
 * The company's details (docs/product.md#company-details). Every page reads them from here;
 * each value can be overridden with the environment variable named beside
 * it (read on the server by getSiteConfig in site.server.ts).
 */
export type SiteConfig = {
  name: string;
  tagline: string;
  foundedYear: number;
  phone: string;
  /** Digits only, with country code, as wa.me expects. */
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
