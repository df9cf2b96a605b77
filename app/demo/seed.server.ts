/**
 * Demo content for a new database: projects in every category, blog posts
 * and gallery collections of a Chennai builder, with generated pictures.
 * Dates are relative to the moment of seeding so "newest first" and the
 * dashboard's relative times look natural on any day.
 */

import { createBlog } from "~/models/blog.server";
import { createGallery } from "~/models/gallery.server";
import { createProject } from "~/models/project.server";
import { publicSiteSettings, saveSiteSettings } from "~/models/site-settings.server";
import { ensureSiteContent } from "~/models/site-content.server";
import type { NewImage } from "~/media/images.server";
import { storeImage, type StoredImage } from "~/media/storage.server";
import { demoImage, type DemoScene } from "./art.server";
import {
  DEMO_BLOGS,
  DEMO_GALLERIES,
  DEMO_PROJECTS,
  DEMO_SETTINGS_TAMIL,
  SCENE_CAPTIONS,
  SCENE_CAPTIONS_TA,
} from "./demo-content";

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(days: number, now: number) {
  // A working-hours time of day, so dates look like real entries.
  const date = new Date(now - days * DAY_MS);
  date.setUTCHours(4 + (days % 8), (days * 7) % 60, 0, 0);
  return new Date(Math.min(date.getTime(), now)).toISOString();
}

/** Draws and stores one picture; every call gets its own seed so no two pictures match. */
function imageMaker() {
  let seed = 0;
  return async (scene: DemoScene): Promise<StoredImage> => {
    seed += 1;
    const stored = await storeImage(demoImage(scene, seed));
    return { ...stored, field: "" };
  };
}

/**
 * A demo photo's alt text on Tamil pages: the item's Tamil title, as its English alt text is the
 * English title (the default when none is written).
 */
function withTamilAlt(image: StoredImage, tamilTitle: string | undefined): NewImage {
  return tamilTitle ? { ...image, ta: { alt: tamilTitle } } : image;
}

export async function seedDemoContent() {
  const now = Date.now();
  // The pages' own texts (start-up writes them for every new database; a seed run alone too).
  ensureSiteContent();
  const settings = publicSiteSettings();
  if (!settings.ta) {
    const { updatedAt: _saved, ...values } = settings;
    saveSiteSettings({ ...values, ta: DEMO_SETTINGS_TAMIL }, "");
  }
  const makeImage = imageMaker();
  const makeImages = (scenes: DemoScene[]) => Promise.all(scenes.map(makeImage));

  for (const { daysAgo: age, cover, gallery, ...fields } of DEMO_PROJECTS) {
    const [coverImage, ...galleryImages] = await makeImages([cover, ...gallery]);
    const captioned = galleryImages.map((image, index) => ({
      ...image,
      caption: SCENE_CAPTIONS[gallery[index]],
      ta: { alt: fields.ta?.title, caption: SCENE_CAPTIONS_TA[gallery[index]] },
    }));
    await createProject(
      fields,
      { cover: withTamilAlt(coverImage, fields.ta?.title), gallery: captioned },
      daysAgo(age, now),
    );
  }
  for (const { daysAgo: age, images, ...fields } of DEMO_BLOGS) {
    const stored = await makeImages(images);
    const tamilTitle = fields.ta?.title;
    await createBlog(
      fields,
      stored.map((image) => withTamilAlt(image, tamilTitle)),
      daysAgo(age, now),
    );
  }
  for (const { daysAgo: age, images, ...fields } of DEMO_GALLERIES) {
    const stored = await makeImages(images);
    const tamilTitle = fields.ta?.title;
    await createGallery(
      fields,
      stored.map((image) => withTamilAlt(image, tamilTitle)),
      daysAgo(age, now),
    );
  }
}
