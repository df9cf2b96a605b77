/**
 * Vitest's global setup for the files that start the built server: builds first when any
 * source is newer than build/ (scripts/build-check.mjs), so a test never runs the old build.
 */
import { buildIfOutdated } from "../../scripts/build-check.mjs";

export default function setup() {
  buildIfOutdated();
}
