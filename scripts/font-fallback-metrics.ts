/**
 * Measures the fallback metrics of the Tamil pages' font in app/app.css
 * (docs/decisions/053-tamil-web-font.md): for each local font a phone or
 * computer may show before Noto Sans Tamil arrives, the size-adjust that makes
 * a paragraph as wide as in Noto Sans Tamil, and the ascent and descent
 * overrides that keep its lines as tall. Measured in the system Chromium (the
 * same text shaping as the browser), from font files given on the command line:
 *
 *   node --import tsx scripts/font-fallback-metrics.ts latin:Arial=LiberationSans-Regular.ttf \
 *     latin:Arial:700=LiberationSans-Bold.ttf tamil:Lohit=Lohit-Tamil.ttf ...
 *
 * (Liberation Sans has Arial's advance widths; the files come from Debian's
 * fonts-liberation, fonts-roboto-unhinted, fonts-lohit-taml and fonts-dejavu.)
 * Not part of any test: run it again when the web font or a fallback changes.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const files = path.resolve("node_modules/@fontsource/noto-sans-tamil/files");
const web = {
  latin: {
    400: "noto-sans-tamil-latin-400-normal.woff2",
    700: "noto-sans-tamil-latin-700-normal.woff2",
  },
  tamil: {
    400: "noto-sans-tamil-tamil-400-normal.woff2",
    700: "noto-sans-tamil-tamil-700-normal.woff2",
  },
} as const;

const SAMPLES = {
  latin:
    "We build homes, apartments and offices in Chennai. Quality materials, honest prices and work finished on time. See our projects, read the blog, or call us today: 044 2345 6789.",
  tamil:
    "சென்னையில் உங்கள் கனவு இல்லத்தை நாங்கள் கட்டித் தருகிறோம். தரமான பொருட்கள், நேர்மையான விலை, சொன்ன நேரத்தில் வேலை முடிப்பு. எங்கள் திட்டங்களைப் பாருங்கள், இன்றே அழைக்கவும்.",
};

type Script = keyof typeof SAMPLES;
const fallbacks = process.argv.slice(2).map((argument) => {
  const [key, file] = argument.split("=");
  const [script, name, weight = "400"] = key.split(":");
  if (!(script in SAMPLES) || !file)
    throw new Error(`expected script:Name[:weight]=file, got ${argument}`);
  return { script: script as Script, name, weight: Number(weight) as 400 | 700, file };
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
  const webFile = path.join(files, web[fallback.script][fallback.weight]);
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
      text: SAMPLES[fallback.script],
      weight: fallback.weight,
    },
  );
  const sizeAdjust = measured.web.width / measured.fallback.width;
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  results.push({
    fallback: `${fallback.script} ${fallback.name} ${fallback.weight}`,
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(measured.web.ascent / sizeAdjust),
    "descent-override": percent(measured.web.descent / sizeAdjust),
    "web ascent/descent": `${measured.web.ascent.toFixed(3)}/${measured.web.descent.toFixed(3)}`,
  });
}
await browser.close();
console.table(results);
