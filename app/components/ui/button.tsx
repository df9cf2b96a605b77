/**
 * The one button style, for the public pages and the admin alike.
 *
 *   <ButtonLink to="/contact">Get a Quote</ButtonLink>            primary (orange)
 *   <ButtonLink to="/services" variant="secondary">…</ButtonLink> white with a ring
 *   <ButtonLink to="/" variant="light">…</ButtonLink>             white, for dark bands
 *   <Button type="submit" variant="danger">Delete</Button>        a destructive confirmation
 *   <Button variant="danger-outline" size="sm">Remove image</Button>  a destructive side action
 *   className={buttonClass("primary")} for anything else (e.g. <a href>).
 */
import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";

type ButtonVariant =
  "primary" | "secondary" | "light" | "outline-light" | "danger" | "danger-outline";

/** `md` for a page's main actions; `sm` for actions beside each item of a list (44 px tall). */
type ButtonSize = "md" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed";

const sizes: Record<ButtonSize, string> = {
  md: "px-5 py-3 text-base",
  sm: "min-h-11 px-4 py-2.5 text-sm",
};

/** A disabled primary button turns grey (a faded orange still reads as "press me"); the rest fade. */
const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-orange-700 text-white shadow-sm hover:bg-orange-800 focus-visible:outline-orange-700 disabled:bg-slate-400",
  secondary:
    "bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-orange-700 disabled:opacity-60",
  light:
    "bg-white text-slate-900 shadow-sm hover:bg-orange-50 focus-visible:outline-white disabled:opacity-60",
  "outline-light":
    "text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-white disabled:opacity-60",
  danger:
    "bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700 disabled:opacity-60",
  "danger-outline":
    "bg-white text-red-700 ring-1 ring-red-300 ring-inset hover:bg-red-50 focus-visible:outline-red-700 disabled:opacity-60",
};

export function buttonClass(
  variant: ButtonVariant = "primary",
  extra = "",
  size: ButtonSize = "md",
) {
  return `${base} ${sizes[size]} ${variants[variant]} ${extra}`.trim();
}

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant = "primary",
  size = "md",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & StyleProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}

export function ButtonLink({
  variant = "primary",
  size = "md",
  className = "",
  ...props
}: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClass(variant, className, size)} {...props} />;
}
