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

type Sqlite = ReturnType<typeof openDatabase>["$client"];

function refuseDatabaseWithContent(sqlite: Sqlite, databasePath: string) {
  const existing = sqlite
    .prepare(
      "select (select count(*) from projects) + (select count(*) from blogs) + (select count(*) from galleries) as n",
    )
    .get() as { n: number };
  if (existing.n > 0) {
    sqlite.close();
    throw new Error(`${databasePath} already holds content; seed:large fills an empty database.`);
  }
}

/**
 * Share cards (docs/decisions/018-share-images.md): one drawing linked under every item's card
 * name, so a start on this database has no 15,000 cards to draw.
 */
async function makeCardTemplate(dir: string) {
  const file = path.join(dir, ".seed-template-card.jpg");
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#1e293b" } })
    .jpeg({ quality: 70 })
    .toFile(file);
  return file;
}

function prepareInserts(sqlite: Sqlite) {
  return {
    project: sqlite.prepare(
      "insert into projects (id, title, description, category, location, created_at, share_image) values (?, ?, ?, ?, ?, ?, ?)",
    ),
    blog: sqlite.prepare(
      "insert into blogs (id, title, content, author, category, tags, created_at, share_image) values (?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    gallery: sqlite.prepare(
      "insert into galleries (id, title, description, category, created_at) values (?, ?, ?, ?, ?)",
    ),
    image: sqlite.prepare(
      `insert into images (id, file_name, owner_kind, owner_id, role, position, width, height, alt, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
}

/** What the row writers share: the statements, and the images and share cards to place later. */
type RowWriter = {
  insert: ReturnType<typeof prepareInserts>;
  /** A new stored image name, remembered so its files are placed after the rows. */
  newImage: () => string;
  /** The share card name of an item, remembered likewise. */
  shareCard: (owner: string, title: string, cover: string) => string;
  /** The creation time of item `n`. */
  at: (n: number) => string;
};

const newId = () => randomBytes(12).toString("base64url");
const padded = (n: number) => String(n).padStart(5, "0");

function insertImageRow(
  rows: RowWriter,
  image: {
    fileName: string;
    owner: { kind: "project" | "blog" | "gallery"; id: string };
    role: "cover" | "image";
    position: number;
    alt: string;
    n: number;
  },
) {
  rows.insert.image.run(
    newId(),
    image.fileName,
    image.owner.kind,
    image.owner.id,
    image.role,
    image.position,
    IMAGE_SIZE.width,
    IMAGE_SIZE.height,
    image.alt,
    rows.at(image.n),
  );
}

function insertProjects(rows: RowWriter, count: number) {
  for (let n = 1; n <= count; n++) {
    const projectId = newId();
    const place = PLACES[n % PLACES.length];
    const kind = KINDS[n % KINDS.length];
    // Titles do not follow the dates, so sorting by title differs from sorting by date.
    const title = `${kind[0].toUpperCase()}${kind.slice(1)} in ${place}, no. ${padded(n)}`;
    const cover = rows.newImage();
    rows.insert.project.run(
      projectId,
      title,
      `Built in ${place}, Chennai: foundations, structure, finishing and handover, on time and on budget. `.repeat(
        3,
      ),
      PROJECT_CATEGORIES[n % PROJECT_CATEGORIES.length].value,
      `${place}, Chennai`,
      rows.at(n),
      rows.shareCard(projectId, title, cover),
    );
    insertImageRow(rows, {
      fileName: cover,
      owner: { kind: "project", id: projectId },
      role: "cover",
      position: 0,
      alt: title,
      n,
    });
  }
}

function insertPosts(rows: RowWriter, count: number) {
  for (let n = 1; n <= count; n++) {
    const blogId = newId();
    const title = `${PLACES[n % PLACES.length]} ${KINDS[n % KINDS.length]} notes, no. ${padded(n)}`;
    const paragraph =
      "Good construction starts with the soil report, a clear drawing set and a realistic schedule. " +
      "We walk every owner through approvals, materials and site safety before the first brick is laid.";
    const image = rows.newImage();
    rows.insert.blog.run(
      blogId,
      title,
      [paragraph, paragraph, paragraph].join("\n\n"),
      AUTHORS[n % AUTHORS.length],
      BLOG_CATEGORIES[n % BLOG_CATEGORIES.length].value,
      JSON.stringify(["chennai", KINDS[n % KINDS.length]]),
      rows.at(n),
      rows.shareCard(blogId, title, image),
    );
    insertImageRow(rows, {
      fileName: image,
      owner: { kind: "blog", id: blogId },
      role: "image",
      position: 0,
      alt: title,
      n,
    });
  }
}

function insertGalleries(rows: RowWriter, count: number, imagesPerGallery: number) {
  for (let n = 1; n <= count; n++) {
    const galleryId = newId();
    const title = `${PLACES[n % PLACES.length]} site photos, no. ${padded(n)}`;
    rows.insert.gallery.run(
      galleryId,
      title,
      "Progress photographs from the site.",
      "General",
      rows.at(n),
    );
    for (let position = 0; position < imagesPerGallery; position++) {
      insertImageRow(rows, {
        fileName: rows.newImage(),
        owner: { kind: "gallery", id: galleryId },
        role: "image",
        position,
        alt: title,
        n,
      });
    }
  }
}

/** Links every stored image (with its small copy and AVIF) and share card to its template. */
function placeSeededFiles(
  uploadsDir: string,
  templates: string[],
  files: string[],
  cardTemplate: string,
  cards: string[],
) {
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
  refuseDatabaseWithContent(sqlite, databasePath);

  const templates = await makeTemplates(uploadsDir);
  const cardTemplate = await makeCardTemplate(uploadsDir);
  const files: string[] = [];
  const cards: string[] = [];
  const companyName = getSiteConfig().name;
  const now = Date.now();
  const rows: RowWriter = {
    insert: prepareInserts(sqlite),
    newImage() {
      const fileName = storedName();
      files.push(fileName);
      return fileName;
    },
    shareCard(owner, title, cover) {
      const name = shareImageName(owner, { title, companyName, cover });
      cards.push(name);
      return name;
    },
    // One item an hour, counting back from now: distinct, realistic dates.
    at: (n) => new Date(now - n * 3_600_000).toISOString(),
  };

  sqlite.pragma("synchronous = NORMAL");
  sqlite.transaction(() => {
    insertProjects(rows, counts.projects);
    insertPosts(rows, counts.posts);
    insertGalleries(rows, counts.galleries, counts.imagesPerGallery);
  })();
  sqlite.pragma("optimize");
  sqlite.close();
  const rowsDone = performance.now();

  placeSeededFiles(uploadsDir, templates, files, cardTemplate, cards);

  return {
    images: files.length,
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
