/**
 * React Router's Link and NavLink for pages in both languages: a link to a public page
 * (`to="/contact"`) goes to the same page in the language of the page it is on
 * (app/i18n/paths.ts), so a component never builds a Tamil address itself.
 */
import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type To } from "react-router";
import { localizedHref } from "~/i18n/paths";
import { useLanguage } from "~/i18n/browser-messages";

function useLocalizedTo(to: To): To {
  const language = useLanguage();
  return typeof to === "string" ? localizedHref(to, language) : to;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalizedTo(to)} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalizedTo(to)} {...props} />;
}

/** The address of a public page in the current page's language, for a plain `href` or a form. */
export function useLocalizedHref(): (href: string) => string {
  const language = useLanguage();
  return (href) => localizedHref(href, language);
}
