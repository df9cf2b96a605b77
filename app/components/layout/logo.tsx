/** The company mark (an inline SVG roofline) with the name beside it. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#c2410c" />
      <path
        d="M8 21L20 10l12 11"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M12 19v11h16V19" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M18 30v-6h4v6" fill="#fed7aa" />
    </svg>
  );
}
