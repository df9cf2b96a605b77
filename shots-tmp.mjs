import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = "http://127.0.0.1:3999";
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [path, width, js] = spec.split("|");
  const ctx = await b.newContext({ viewport: { width: Number(width), height: 844 }, javaScriptEnabled: js !== "nojs" });
  const p = await ctx.newPage();
  await p.goto(base + path, { waitUntil: "networkidle" });
  const name = `/tmp/shot/${path.replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
  await p.screenshot({ path: name, fullPage: true });
  console.log(name);
  await ctx.close();
}
await b.close();
