/**
 * Camera-like photos for the upload journeys and the upload bench: 4000 × 3000
 * JPEGs of about 12 MB (sensor-like noise saved at full quality, as a phone's
 * camera does), with a red band along the top of the picture as it should
 * be seen, so a test can tell whether a stored copy is upright. With
 * `rotated`, the pixels are stored turned a quarter left with EXIF
 * orientation 6 ("turn right to show"), as phones save portrait photos.
 *
 * Made once per variant into the system's temp folder and reused: a file on
 * disk keeps its date, so the browser sees the same photo when it is picked
 * again (which is what resuming after a reload relies on).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

export type CameraPhoto = { path: string; name: string; bytes: number };

const LONG_SIDE = 4000;
const SHORT_SIDE = 3000;

async function makeCameraPhoto(rotated: boolean, shade: string): Promise<Buffer> {
  const width = rotated ? SHORT_SIDE : LONG_SIDE;
  const height = rotated ? LONG_SIDE : SHORT_SIDE;
  // A band thin enough that the noisy rest keeps the file camera-sized (about 12 MB).
  const band = Math.round(height / 12);
  const seen = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: shade,
      noise: { type: "gaussian", mean: 128, sigma: 28 },
    },
  })
    .composite([
      {
        input: { create: { width, height: band, channels: 3, background: "#dc2626" } },
        top: 0,
        left: 0,
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stored = sharp(seen.data, { raw: seen.info });
  if (!rotated) return stored.jpeg({ quality: 100 }).toBuffer();
  return stored.rotate(-90).jpeg({ quality: 100 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** The photo `name` (e.g. "IMG_0001.jpg"), made on first use. */
export async function cameraPhoto(
  name: string,
  { rotated = false }: { rotated?: boolean } = {},
): Promise<CameraPhoto> {
  const folder = path.join(os.tmpdir(), "camera-photos", rotated ? "rotated" : "upright");
  const file = path.join(folder, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(folder, { recursive: true });
    // A different shade per name, so two photos are never the same bytes.
    const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
    const shade = `#${(0x404040 + (hash % 0x404040)).toString(16).padStart(6, "0")}`;
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, await makeCameraPhoto(rotated, shade));
    fs.renameSync(partial, file);
  }
  return { path: file, name: path.basename(file), bytes: fs.statSync(file).size };
}

/** Whether a stored copy shows the red band along its top (and not along a side): upright. */
export async function isUpright(image: Buffer) {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const meanOf = async (region: { left: number; top: number; width: number; height: number }) =>
    // stats() reads its input, so the region is cut out first.
    (await sharp(await sharp(image).extract(region).png().toBuffer()).stats()).channels.map(
      (channel) => channel.mean,
    );
  const strip = Math.max(1, Math.round(height / 20));
  const [topRed, topGreen] = await meanOf({ left: 0, top: 0, width, height: strip });
  const [cornerRed, cornerGreen] = await meanOf({
    left: 0,
    top: height - strip,
    width: strip,
    height: strip,
  });
  return topRed - topGreen > 150 && cornerRed - cornerGreen < 100;
}
