/**
 * Measures the fallback metrics of the Tamil pages' font in app/app.css
 * (docs/decisions/053-tamil-web-font.md): for each local Tamil font a phone or
 * computer may show before Noto Sans Tamil arrives, the size-adjust that makes
 * a Tamil paragraph as wide as in Noto Sans Tamil, and the ascent and descent
 * overrides that keep its lines as tall. Measured in the system Chromium (the
 * same text shaping as the browser), from font files given on the command line:
 *
 *   node --import tsx scripts/font-fallback-metrics.ts Lohit=Lohit-Tamil.ttf Lohit:700=Lohit-Tamil.ttf
 *
 * (the file comes from Debian's fonts-lohit-taml). Latin letters on Tamil pages
 * use the device's font as on English pages and need no figures
 * (docs/decisions/058-tamil-pages-first-layout.md).
 * Not part of any test: run it again when the web font or a fallback changes.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const files = path.resolve("node_modules/@fontsource/noto-sans-tamil/files");
const web = {
  400: "noto-sans-tamil-tamil-400-normal.woff2",
  700: "noto-sans-tamil-tamil-700-normal.woff2",
} as const;

const SAMPLE =
  "சென்னையில் உங்கள் கனவு இல்லத்தை நாங்கள் கட்டித் தருகிறோம். தரமான பொருட்கள், நேர்மையான விலை, சொன்ன நேரத்தில் வேலை முடிப்பு. எங்கள் திட்டங்களைப் பாருங்கள், இன்றே அழைக்கவும்.";

const fallbacks = process.argv.slice(2).map((argument) => {
  const [key, file] = argument.split("=");
  const [name, weight = "400"] = key.split(":");
  if (!name || !file || !(weight in web))
    throw new Error(`expected Name[:weight]=file, got ${argument}`);
  return { name, weight: Number(weight) as 400 | 700, file };
});

const dataUrl = (file: string) =>
  `data:font/ttf;base64,${fs.readFileSync(file).toString("base64")}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
});
const page = await browser.newPage();
await page.setContent("<!doctype html><title>metrics</title>");
const results = [];
for (const fallback of fallbacks) {
  const webFile = path.join(files, web[fallback.weight]);
  const measured = await page.evaluate(
    async ({ webUrl, fallbackUrl, text, weight }) => {
      const faces = [
        new FontFace("Web", `url(${webUrl})`),
        new FontFace("Fallback", `url(${fallbackUrl})`),
      ];
      for (const face of faces) {
        face.weight = String(weight);
        await face.load();
        document.fonts.add(face);
      }
      const context = document.createElement("canvas").getContext("2d")!;
      // A loop, not a helper function: tsx would name a helper with a function the page lacks.
      const [webMetrics, fallbackMetrics] = ["Web", "Fallback"].map((family) => {
        context.font = `${weight} 100px ${family}`;
        const metrics = context.measureText(text);
        return {
          width: metrics.width,
          ascent: metrics.fontBoundingBoxAscent / 100,
          descent: metrics.fontBoundingBoxDescent / 100,
        };
      });
      const result = { web: webMetrics, fallback: fallbackMetrics };
      for (const face of faces) document.fonts.delete(face);
      return result;
    },
    {
      webUrl: `data:font/woff2;base64,${fs.readFileSync(webFile).toString("base64")}`,
      fallbackUrl: dataUrl(fallback.file),
      text: SAMPLE,
      weight: fallback.weight,
    },
  );
  const sizeAdjust = measured.web.width / measured.fallback.width;
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  results.push({
    fallback: `${fallback.name} ${fallback.weight}`,
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(measured.web.ascent / sizeAdjust),
    "descent-override": percent(measured.web.descent / sizeAdjust),
    "web ascent/descent": `${measured.web.ascent.toFixed(3)}/${measured.web.descent.toFixed(3)}`,
  });
}
await browser.close();
console.table(results);
