/**
 * The English words that screens drawn in the browser can show (docs/decisions/084-browser-words-and-parts-on-first-use.md):
 * the root's error and not-found screen and the pager of long lists. The public pages' words stay
 * in `en.ts`, which takes these sections from here; the admin's script carries only this file
 * (app/i18n/browser-messages.ts). One constant per section, so that the build can leave out
 * whatever no screen uses.
 */
export const notFound = {
  title: "Page Not Found",
  eyebrow: "Error 404",
  intro: "The page you are looking for does not exist or has moved.",
  text: "Check the address, or head back to the home page to explore our services, projects and latest work across Chennai.",
  backHome: "Back to Home",
};

export const error = {
  title: "Something went wrong",
  text: "Please try again in a moment.",
  heading: "Error",
  tryAgain: "Try Again",
  busy: "Too many pages were asked for at once from your connection. Please try again in a few seconds.",
  missing: {
    project: {
      title: "Project Not Found",
      text: "The project you are looking for does not exist or has been removed.",
    },
    article: {
      title: "Article Not Found",
      text: "The article you are looking for does not exist or has been removed.",
    },
    album: {
      title: "Album Not Found",
      text: "The album you are looking for does not exist or has been removed.",
    },
  },
};

export const pagination = {
  pages: "Pages",
  previous: "Previous",
  next: "Next",
  page: (page: number) => `Page ${page}`,
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
};
