/**
 * `npm run seed:large`: fills a database with a large amount of content to
 * measure the site at size (docs/benchmarks.md): 10,000 projects, 5,000
 * posts and 500 galleries with 20,000 small images. It uses DATABASE_PATH
 * and UPLOADS_DIR like the server, creates and migrates the database when
 * needed and refuses one that already holds content.
 *
 * Fast by construction: rows go in with prepared statements in one
 * transaction, and the images are a handful of tiny WebP files made once
 * with sharp and hard-linked (copied where links are impossible) under each
 * stored name, with the small copy every upload has.
 *
 * Settings (environment): SEED_PROJECTS, SEED_POSTS, SEED_GALLERIES,
 * SEED_IMAGES_PER_GALLERY (10).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { migrateDatabase, openDatabase } from "~/db/db.server";
import { BLOG_CATEGORIES } from "~/schemas/blog";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import { getSiteConfig } from "~/config/site.server";
import { thumbnailName } from "~/media/image-urls";
import { shareImageName } from "~/media/share-card-files.server";

export type LargeSeedCounts = {
  projects: number;
  posts: number;
  galleries: number;
  imagesPerGallery: number;
};

export const LARGE_SEED: LargeSeedCounts = {
  projects: 10_000,
  posts: 5_000,
  galleries: 500,
  imagesPerGallery: 10,
};

const PLACES = ["Adyar", "Anna Nagar", "Velachery", "Tambaram", "OMR", "Porur", "Guindy", "Avadi"];
const KINDS = ["villa", "apartment block", "office", "warehouse", "clinic", "school", "showroom"];
const AUTHORS = ["Lakshmi Narayanan", "Priya Raman", "Karthik S."];
const COLOURS = ["#c2410c", "#0f766e", "#1d4ed8", "#7c3aed", "#be123c", "#4d7c0f", "#a16207"];
const IMAGE_SIZE = { width: 320, height: 240 };

function storedName() {
  return `${randomBytes(18).toString("base64url")}.webp`;
}

/** A few tiny images, encoded once; every stored image links to one of them. */
async function makeTemplates(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const templates: string[] = [];
  for (const [index, background] of COLOURS.entries()) {
    const file = path.join(dir, `.seed-template-${index}.webp`);
    await sharp({ create: { ...IMAGE_SIZE, channels: 3, background } })
      .webp({ quality: 50 })
      .toFile(file);
    // The full-width AVIF the server makes for every upload (docs/decisions/023-responsive-image-variants.md):
    // seeded too, so a start on this database has no back-fill to do.
    await sharp(file).avif({ quality: 55, effort: 2 }).toFile(avifOf(file));
    templates.push(file);
  }
  return templates;
}

function avifOf(fileName: string) {
  return fileName.replace(/\.webp$/, ".avif");
}

function placeFile(template: string, target: string) {
  try {
    fs.linkSync(template, target);
  } catch {
    fs.copyFileSync(template, target);
  }
}

/**
 * Seeds `databasePath` and `uploadsDir` with `counts` of generated content,
 * newest first in numbering order (item 1 is the newest). Returns timings.
 */
export async function seedLarge(
  databasePath: string,
  uploadsDir: string,
  counts: LargeSeedCounts = LARGE_SEED,
) {
  const started = performance.now();
  const db = openDatabase(databasePath);
  migrateDatabase(db);
  const sqlite = db.$client;
  const existing = sqlite
    .prepare(
      "select (select count(*) from projects) + (select count(*) from blogs) + (select count(*) from galleries) as n",
    )
    .get() as { n: number };
  if (existing.n > 0) {
    sqlite.close();
    throw new Error(`${databasePath} already holds content; seed:large fills an empty database.`);
  }

  const templates = await makeTemplates(uploadsDir);
  // Share cards (docs/decisions/018-share-images.md): one drawing linked under every item's card
  // name, so a start on this database has no 15,000 cards to draw.
  const cardTemplate = path.join(uploadsDir, ".seed-template-card.jpg");
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#1e293b" } })
    .jpeg({ quality: 70 })
    .toFile(cardTemplate);
  const cards: string[] = [];
  const companyName = getSiteConfig().name;
  const shareCard = (owner: string, title: string, cover: string) => {
    const name = shareImageName(owner, { title, companyName, cover });
    cards.push(name);
    return name;
  };
  let imageCount = 0;
  const files: string[] = [];
  const newImage = () => {
    const fileName = storedName();
    files.push(fileName);
    imageCount++;
    return fileName;
  };

  const now = Date.now();
  // One item an hour, counting back from now: distinct, realistic dates.
  const at = (n: number) => new Date(now - n * 3_600_000).toISOString();
  const padded = (n: number) => String(n).padStart(5, "0");

  const insertProject = sqlite.prepare(
    "insert into projects (id, title, description, category, location, created_at, share_image) values (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertBlog = sqlite.prepare(
    "insert into blogs (id, title, content, author, category, tags, created_at, share_image) values (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertGallery = sqlite.prepare(
    "insert into galleries (id, title, description, category, created_at) values (?, ?, ?, ?, ?)",
  );
  const insertImage = sqlite.prepare(
    `insert into images (id, file_name, project_id, blog_id, gallery_id, role, position, width, height, alt, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const id = () => randomBytes(12).toString("base64url");

  sqlite.pragma("synchronous = NORMAL");
  sqlite.transaction(() => {
    for (let n = 1; n <= counts.projects; n++) {
      const projectId = id();
      const place = PLACES[n % PLACES.length];
      const kind = KINDS[n % KINDS.length];
      // Titles do not follow the dates, so sorting by title differs from sorting by date.
      const title = `${kind[0].toUpperCase()}${kind.slice(1)} in ${place}, no. ${padded(n)}`;
      const cover = newImage();
      insertProject.run(
        projectId,
        title,
        `Built in ${place}, Chennai: foundations, structure, finishing and handover, on time and on budget. `.repeat(
          3,
        ),
        PROJECT_CATEGORIES[n % PROJECT_CATEGORIES.length].value,
        `${place}, Chennai`,
        at(n),
        shareCard(projectId, title, cover),
      );
      insertImage.run(
        id(),
        cover,
        projectId,
        null,
        null,
        "cover",
        0,
        IMAGE_SIZE.width,
        IMAGE_SIZE.height,
        title,
        at(n),
      );
    }
    for (let n = 1; n <= counts.posts; n++) {
      const blogId = id();
      const title = `${PLACES[n % PLACES.length]} ${KINDS[n % KINDS.length]} notes, no. ${padded(n)}`;
      const paragraph =
        "Good construction starts with the soil report, a clear drawing set and a realistic schedule. " +
        "We walk every owner through approvals, materials and site safety before the first brick is laid.";
      const image = newImage();
      insertBlog.run(
        blogId,
        title,
        [paragraph, paragraph, paragraph].join("\n\n"),
        AUTHORS[n % AUTHORS.length],
        BLOG_CATEGORIES[n % BLOG_CATEGORIES.length].value,
        JSON.stringify(["chennai", KINDS[n % KINDS.length]]),
        at(n),
        shareCard(blogId, title, image),
      );
      insertImage.run(
        id(),
        image,
        null,
        blogId,
        null,
        "image",
        0,
        IMAGE_SIZE.width,
        IMAGE_SIZE.height,
        title,
        at(n),
      );
    }
    for (let n = 1; n <= counts.galleries; n++) {
      const galleryId = id();
      const title = `${PLACES[n % PLACES.length]} site photos, no. ${padded(n)}`;
      insertGallery.run(galleryId, title, "Progress photographs from the site.", "General", at(n));
      for (let position = 0; position < counts.imagesPerGallery; position++) {
        insertImage.run(
          id(),
          newImage(),
          null,
          null,
          galleryId,
          "image",
          position,
          IMAGE_SIZE.width,
          IMAGE_SIZE.height,
          title,
          at(n),
        );
      }
    }
  })();
  sqlite.pragma("optimize");
  sqlite.close();
  const rowsDone = performance.now();

  for (const [index, fileName] of files.entries()) {
    const template = templates[index % templates.length];
    placeFile(template, path.join(uploadsDir, fileName));
    placeFile(template, path.join(uploadsDir, thumbnailName(fileName)));
    placeFile(avifOf(template), path.join(uploadsDir, avifOf(fileName)));
  }
  for (const card of cards) placeFile(cardTemplate, path.join(uploadsDir, card));
  fs.rmSync(cardTemplate, { force: true });
  for (const template of templates) {
    fs.rmSync(template, { force: true });
    fs.rmSync(avifOf(template), { force: true });
  }

  return {
    images: imageCount,
    rowsMs: Math.round(rowsDone - started),
    totalMs: Math.round(performance.now() - started),
  };
}

async function main() {
  const databasePath = path.resolve(process.env.DATABASE_PATH ?? "./data/app.db");
  const uploadsDir = path.resolve(process.env.UPLOADS_DIR ?? "./uploads");
  const count = (name: string, fallback: number) => {
    const value = process.env[name];
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
    return Number(value);
  };
  const counts: LargeSeedCounts = {
    projects: count("SEED_PROJECTS", LARGE_SEED.projects),
    posts: count("SEED_POSTS", LARGE_SEED.posts),
    galleries: count("SEED_GALLERIES", LARGE_SEED.galleries),
    imagesPerGallery: count("SEED_IMAGES_PER_GALLERY", LARGE_SEED.imagesPerGallery),
  };
  console.log(`Seeding ${databasePath} (uploads in ${uploadsDir})…`);
  const result = await seedLarge(databasePath, uploadsDir, counts);
  console.log(
    `${counts.projects} projects, ${counts.posts} posts, ${counts.galleries} galleries, ` +
      `${result.images} images in ${(result.totalMs / 1000).toFixed(1)} s ` +
      `(rows ${(result.rowsMs / 1000).toFixed(1)} s).`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
