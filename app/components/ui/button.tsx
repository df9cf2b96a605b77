/**
 * Button styles shared by every public page.
 *
 *   <ButtonLink to="/contact">Get a Quote</ButtonLink>            primary (orange)
 *   <ButtonLink to="/services" variant="secondary">…</ButtonLink> white with a ring
 *   <ButtonLink to="/" variant="light">…</ButtonLink>             white, for dark bands
 *   <Button type="submit">Send</Button>
 *   className={buttonClass("primary")} for anything else (e.g. <a href>).
 */
import type { ComponentProps } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "light" | "outline-light";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-orange-700 text-white shadow-sm hover:bg-orange-800 focus-visible:outline-orange-700",
  secondary:
    "bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-orange-700",
  light: "bg-white text-slate-900 shadow-sm hover:bg-orange-50 focus-visible:outline-white",
  "outline-light": "text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-white",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
