/**
 * The only script of the public pages (docs/decisions/030-public-pages-without-hydration.md).
 * Public pages are server-rendered HTML that works without JavaScript; each
 * behaviour here enhances markup the page already has, found by its
 * `data-enhance` attribute, and does nothing where that markup is absent.
 * Module scripts run after the document is parsed, so the DOM is complete.
 */
import { enhanceAutoSubmit } from "./auto-submit";
import { enhanceBusySubmit } from "./busy-submit";
import { enhanceCarousels } from "./carousel";
import { enhanceContactForms } from "./contact-form";
import { enhanceEstimator } from "./estimate";
import { enhanceHeader } from "./header";
import { enhanceLanguageChoice } from "./language-offer";
import { enhanceLightboxes } from "./lightbox";
import { enhanceLoadingBar } from "./loading-bar";
import { enhanceParticles } from "./particles";
import { enhanceScrollToTop } from "./scroll-to-top";

for (const enhance of [
  enhanceHeader,
  enhanceLanguageChoice,
  enhanceLoadingBar,
  enhanceScrollToTop,
  enhanceAutoSubmit,
  enhanceBusySubmit,
  enhanceContactForms,
  enhanceEstimator,
  enhanceCarousels,
  enhanceLightboxes,
  enhanceParticles,
]) {
  try {
    enhance();
  } catch (error) {
    // One broken behaviour must not take the others down; the page works without it.
    console.error(error);
  }
}
