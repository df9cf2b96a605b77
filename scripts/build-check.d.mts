/** Types of scripts/build-check.mjs (plain JavaScript: `npm start` runs it before any build). */
export function newerSource(): number | null;
export function buildIfOutdated(): boolean;
