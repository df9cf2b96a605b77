/**
 * Flat-style architectural illustrations for the demo content, drawn as SVG
 * in code and rasterised with sharp (by storeImage, in the image encoder's
 * child process), so a fresh install has pictures without
 * downloading or shipping any image files. Each seed gives its own palette,
 * layout and planting; the same seed always gives the same picture.
 */

export const DEMO_SCENES = [
  "villa",
  "apartments",
  "offices",
  "factory",
  "construction",
  "renovation",
  "living-room",
  "kitchen",
  "bedroom",
] as const;

export type DemoScene = (typeof DEMO_SCENES)[number];

const DEMO_IMAGE_WIDTH = 1200;
const DEMO_IMAGE_HEIGHT = 800;

const W = DEMO_IMAGE_WIDTH;
const H = DEMO_IMAGE_HEIGHT;

/** One illustration as SVG bytes, which storeImage decodes like an upload. */
export function demoImage(scene: DemoScene, seed: number): Buffer {
  return Buffer.from(demoSceneSvg(scene, seed));
}

function demoSceneSvg(scene: DemoScene, seed: number): string {
  const art = new Art(hash(`${scene}:${seed}`));
  DRAW[scene](art);
  // Half of the pictures are mirrored, so the same layout reads as a different site.
  return art.toSvg(art.chance(0.5));
}

// ---------------------------------------------------------------------------
// Drawing primitives

type Point = [number, number];

/** FNV-1a followed by a murmur3 finaliser, so neighbouring seeds give unrelated sequences. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const n = (value: number) => Math.round(value * 10) / 10;

class Art {
  private defs: string[] = [];
  private parts: string[] = [];
  private counter = 0;
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: small, fast and good enough for picking colours and sizes. */
  random() {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number) {
    return min + this.random() * (max - min);
  }
  int(min: number, max: number) {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)];
  }
  chance(probability: number) {
    return this.random() < probability;
  }

  add(...svg: string[]) {
    this.parts.push(...svg);
  }

  linear(stops: [number, string, number?][], x2 = 0, y2 = 1) {
    const id = `g${++this.counter}`;
    const body = stops
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join("");
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(color: string, opacity: number) {
    const id = `g${++this.counter}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  toSvg(mirrored: boolean) {
    const body = this.parts.join("");
    const content = mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${content}</svg>`;
  }
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = "") {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
}
function poly(points: Point[], fill: string, extra = "") {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = "") {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}
function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
) {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}
function path(d: string, fill: string, extra = "") {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

function rgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
function mix(a: string, b: string, t: number) {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}
/** Darkens (negative) or lightens (positive) a colour. */
function shade(color: string, amount: number) {
  return amount < 0 ? mix(color, "#1b1f2a", -amount) : mix(color, "#ffffff", amount);
}

// ---------------------------------------------------------------------------
// Palettes

type Sky = { top: string; mid: string; bottom: string; sun: string };

const SKIES: Sky[] = [
  { top: "#3d8fd6", mid: "#83bfe9", bottom: "#dcf0f8", sun: "#fff4c4" },
  { top: "#5aa9d6", mid: "#a9d6e8", bottom: "#fce4c2", sun: "#ffd98a" },
  { top: "#3f4d8a", mid: "#c86d8c", bottom: "#fbb86f", sun: "#ffe6ad" },
  { top: "#4f79b8", mid: "#a3bde0", bottom: "#f5dac6", sun: "#fff0d0" },
  { top: "#2c9db0", mid: "#8fd0cf", bottom: "#eef6e4", sun: "#fffbe0" },
  { top: "#6a8fd0", mid: "#b6c9ee", bottom: "#fdeede", sun: "#fff3d6" },
];
const GRASS = ["#7db36a", "#8dbd5c", "#6fa96b", "#96bb66", "#79ad75"];
const LEAF = ["#2f7d4f", "#3a8a45", "#2e6f5e", "#46914a", "#357a3c"];
const WALLS = ["#f6f2ea", "#f8efe1", "#eef0f2", "#fbf7f0", "#ece6dc", "#f3ece6"];
const ACCENTS = ["#9a5b34", "#b0713f", "#3d4249", "#c0633e", "#2f7f86", "#d19a3a", "#6d5a8c"];
const PAINTS = ["#f2d7b6", "#d8e4d0", "#f1c9b8", "#cfe0ea", "#efe0a9", "#e4d3e8"];

type Scene = { sky: Sky; horizon: number; ground: string };

// ---------------------------------------------------------------------------
// Scenery shared by the outdoor scenes

function backdrop(art: Art, horizon: number, skyline: boolean): Scene {
  const sky = art.pick(SKIES);
  art.add(
    rect(
      0,
      0,
      W,
      H,
      art.linear([
        [0, sky.top],
        [0.62, sky.mid],
        [1, sky.bottom],
      ]),
    ),
  );

  const sunX = art.range(140, 1060);
  const sunY = art.range(90, horizon - 260);
  art.add(circle(sunX, sunY, 190, art.radial(sky.sun, 0.55)));
  art.add(circle(sunX, sunY, art.range(42, 62), sky.sun));

  const cloud = mix("#ffffff", sky.bottom, 0.25);
  for (let i = art.int(2, 4); i > 0; i--) {
    const x = art.range(-60, 1100);
    const y = art.range(70, horizon - 250);
    const w = art.range(140, 260);
    const h = w * 0.22;
    art.add(
      `<g fill="${cloud}" opacity="${n(art.range(0.7, 0.95))}">`,
      rect(x, y - h / 2, w, h, cloud, `rx="${n(h / 2)}"`),
      circle(x + w * 0.36, y - h * 0.45, h * 0.85, cloud),
      circle(x + w * 0.62, y - h * 0.3, h * 0.62, cloud),
      "</g>",
    );
  }

  if (skyline) {
    const far = mix(sky.bottom, "#5d6b82", 0.32);
    let x = -20;
    while (x < W) {
      const w = art.range(40, 110);
      const h = art.range(30, 150);
      art.add(rect(x, horizon - h, w, h + 2, far, 'opacity="0.55"'));
      x += w + art.range(-10, 20);
    }
  }
  const treeLine = mix(art.pick(LEAF), sky.bottom, 0.45);
  for (let x = -20; x < W + 40; x += art.range(26, 50)) {
    art.add(circle(x, horizon + 4, art.range(16, 34), treeLine));
  }

  const ground = art.pick(GRASS);
  art.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      art.linear([
        [0, shade(ground, -0.08)],
        [1, shade(ground, 0.08)],
      ]),
    ),
  );
  return { sky, horizon, ground };
}

function palm(art: Art, x: number, baseY: number, height: number) {
  const lean = art.range(-0.35, 0.35) * height;
  const top: Point = [x + lean, baseY - height];
  const trunk = art.pick(["#8a6a4f", "#7d6450", "#947257"]);
  const bend = art.range(-0.25, 0.25) * height;
  const cx = x + lean * 0.3 + bend;
  const cy = baseY - height * 0.5;
  art.add(
    path(
      `M${n(x - 9)} ${n(baseY)} Q${n(cx - 7)} ${n(cy)} ${n(top[0] - 4)} ${n(top[1])} L${n(top[0] + 4)} ${n(top[1])} Q${n(cx + 7)} ${n(cy)} ${n(x + 9)} ${n(baseY)} Z`,
      trunk,
    ),
  );
  for (let t = 0.12; t < 0.95; t += 0.09) {
    // growth rings along the trunk
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * top[0];
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * cy + t * t * top[1];
    const half = 9 - t * 5;
    art.add(line(px - half, py, px + half, py, shade(trunk, -0.25), 1.5, 'opacity="0.6"'));
  }
  const green = art.pick(LEAF);
  const count = art.int(8, 10);
  for (let i = 0; i < count; i++) {
    const angle = Math.PI + (i / (count - 1)) * Math.PI + art.range(-0.15, 0.15);
    const length = height * art.range(0.32, 0.45);
    const droop = Math.abs(Math.cos(angle)) * length * 0.55 + 10;
    const tip: Point = [
      top[0] + Math.cos(angle) * length,
      top[1] + Math.sin(angle) * length * 0.55 + droop,
    ];
    const mid: Point = [(top[0] + tip[0]) / 2, (top[1] + tip[1]) / 2 - length * 0.28];
    const nx = -(tip[1] - top[1]) / length;
    const ny = (tip[0] - top[0]) / length;
    const width = length * 0.16;
    const leafColor = i % 2 ? green : shade(green, 0.12);
    art.add(
      path(
        `M${n(top[0])} ${n(top[1])} Q${n(mid[0] + nx * width)} ${n(mid[1] + ny * width)} ${n(tip[0])} ${n(tip[1])} Q${n(mid[0] - nx * width * 0.4)} ${n(mid[1] - ny * width * 0.4)} ${n(top[0])} ${n(top[1])} Z`,
        leafColor,
      ),
    );
  }
  art.add(
    circle(top[0] - 6, top[1] + 8, 6, "#6b5a2e"),
    circle(top[0] + 5, top[1] + 9, 6, "#7d6a33"),
    circle(top[0], top[1] + 14, 5.5, "#5f4f28"),
  );
}

function roundTree(art: Art, x: number, baseY: number, size: number) {
  const green = art.pick(LEAF);
  art.add(rect(x - size * 0.06, baseY - size * 0.9, size * 0.12, size * 0.9, "#7a5c45"));
  art.add(circle(x, baseY - size * 1.1, size * 0.55, green));
  art.add(circle(x - size * 0.4, baseY - size * 0.85, size * 0.4, shade(green, -0.1)));
  art.add(circle(x + size * 0.38, baseY - size * 0.9, size * 0.42, shade(green, 0.1)));
  art.add(circle(x + size * 0.1, baseY - size * 1.45, size * 0.35, shade(green, 0.16)));
}

function shrubs(art: Art, x0: number, x1: number, y: number, size: number) {
  const green = art.pick(LEAF);
  for (let x = x0; x < x1; x += size * art.range(0.9, 1.4)) {
    art.add(ellipse(x, y, size * 0.8, size * 0.6, art.chance(0.5) ? green : shade(green, 0.15)));
  }
}

/** A box drawn in oblique projection: front face, lit top, shaded right side. */
function block(art: Art, x: number, y: number, w: number, h: number, color: string, depth: number) {
  const dx = depth;
  const dy = -depth * 0.55;
  art.add(
    poly(
      [
        [x + w, y],
        [x + w + dx, y + dy],
        [x + w + dx, y + h + dy],
        [x + w, y + h],
      ],
      shade(color, -0.22),
    ),
    poly(
      [
        [x, y],
        [x + dx, y + dy],
        [x + w + dx, y + dy],
        [x + w, y],
      ],
      shade(color, 0.25),
    ),
    rect(x, y, w, h, color),
  );
}

function glassFill(art: Art, sky: Sky, tint = "#2f5f86") {
  return art.linear(
    [
      [0, mix(sky.mid, "#ffffff", 0.3)],
      [0.55, mix(sky.top, tint, 0.55)],
      [1, shade(tint, -0.25)],
    ],
    0.4,
    1,
  );
}

function pane(art: Art, x: number, y: number, w: number, h: number, glass: string, frame: string) {
  art.add(rect(x, y, w, h, glass, `stroke="${frame}" stroke-width="4"`));
  art.add(
    poly(
      [
        [x + 2, y + h * 0.55],
        [x + w * 0.38, y + 2],
        [x + w * 0.58, y + 2],
        [x + 2, y + h * 0.88],
      ],
      "#ffffff",
      'opacity="0.18"',
    ),
  );
}

function car(art: Art, x: number, y: number, scale = 1) {
  const body = art.pick(["#c0392b", "#f4f4f2", "#2c3e50", "#7f8c8d", "#2e86c1", "#d4ac0d"]);
  const s = scale;
  art.add(ellipse(x + 80 * s, y + 2, 92 * s, 8 * s, "#000000", 'opacity="0.18"'));
  art.add(
    path(
      `M${n(x)} ${n(y - 14 * s)} Q${n(x)} ${n(y - 38 * s)} ${n(x + 28 * s)} ${n(y - 40 * s)} L${n(x + 48 * s)} ${n(y - 64 * s)} Q${n(x + 56 * s)} ${n(y - 70 * s)} ${n(x + 70 * s)} ${n(y - 70 * s)} L${n(x + 118 * s)} ${n(y - 70 * s)} Q${n(x + 130 * s)} ${n(y - 70 * s)} ${n(x + 138 * s)} ${n(y - 60 * s)} L${n(x + 154 * s)} ${n(y - 40 * s)} Q${n(x + 170 * s)} ${n(y - 38 * s)} ${n(x + 170 * s)} ${n(y - 18 * s)} L${n(x + 170 * s)} ${n(y - 10 * s)} L${n(x)} ${n(y - 10 * s)} Z`,
      body,
    ),
  );
  art.add(
    poly(
      [
        [x + 54 * s, y - 42 * s],
        [x + 68 * s, y - 62 * s],
        [x + 92 * s, y - 62 * s],
        [x + 92 * s, y - 42 * s],
      ],
      "#9cc3d9",
    ),
    poly(
      [
        [x + 98 * s, y - 42 * s],
        [x + 98 * s, y - 62 * s],
        [x + 122 * s, y - 62 * s],
        [x + 138 * s, y - 42 * s],
      ],
      "#9cc3d9",
    ),
  );
  for (const wx of [x + 38 * s, x + 134 * s]) {
    art.add(circle(wx, y - 10 * s, 16 * s, "#23262b"), circle(wx, y - 10 * s, 7 * s, "#b8bcc2"));
  }
}

// ---------------------------------------------------------------------------
// Outdoor scenes

function compoundWall(art: Art, y: number, color: string, gateX: number, gateW: number) {
  const height = 46;
  art.add(
    rect(0, y - height, gateX, height, color),
    rect(gateX + gateW, y - height, W, height, color),
  );
  art.add(rect(0, y - height - 6, gateX + 6, 8, shade(color, -0.15)));
  art.add(rect(gateX + gateW - 6, y - height - 6, W, 8, shade(color, -0.15)));
  for (let x = 60; x < W; x += 140) {
    if (x > gateX - 20 && x < gateX + gateW + 20) continue;
    art.add(rect(x, y - height, 4, height, shade(color, -0.08)));
  }
  const metal = "#3b3f46";
  art.add(rect(gateX, y - height - 10, gateW, 5, metal), rect(gateX, y - 10, gateW, 5, metal));
  for (let x = gateX + 8; x < gateX + gateW - 4; x += 14) {
    art.add(rect(x, y - height - 10, 3, height + 2, metal));
  }
}

function villaHouse(art: Art, scene: Scene, old = false) {
  const wall = old ? art.pick(["#e8dcc4", "#eadfcf", "#dfd3bd"]) : art.pick(WALLS);
  const accent = art.pick(ACCENTS);
  const glass = glassFill(art, scene.sky);
  const frame = shade(accent, -0.35);
  const ground = scene.horizon + 70;
  const x0 = art.range(250, 330);
  const width = art.range(560, 640);
  const depth = 60;
  const groundTop = ground - 170;
  const upperTop = groundTop - 160;
  const sloped = old || art.chance(0.35);

  // Shadow on the lawn.
  art.add(
    poly(
      [
        [x0 - 40, ground],
        [x0 + width + depth + 60, ground - 30],
        [x0 + width + depth + 160, ground + 12],
        [x0 - 20, ground + 26],
      ],
      "#000000",
      'opacity="0.1"',
    ),
  );

  block(art, x0, groundTop, width, ground - groundTop, wall, depth);
  const upperX = x0 + width * art.range(0.2, 0.3);
  const upperW = width - (upperX - x0) + art.range(0, 40);
  block(art, upperX, upperTop, upperW, groundTop - upperTop, wall, depth);

  if (sloped) {
    const tile = old ? "#a9553a" : art.pick(["#b5573a", "#8c4a3a", "#5d6670"]);
    const overhang = 34;
    const rise = 90;
    art.add(
      poly(
        [
          [upperX - overhang, upperTop + 4],
          [upperX + upperW * 0.5 + depth * 0.5, upperTop - rise],
          [upperX + upperW + depth + overhang, upperTop + 4 - depth * 0.55],
          [upperX + upperW + overhang, upperTop + 14],
        ],
        tile,
      ),
    );
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      art.add(
        line(
          upperX - overhang + t * (upperW * 0.5 + depth * 0.5 + overhang),
          upperTop + 4 - t * (rise + 4),
          upperX - overhang + t * (upperW + 2 * overhang) + 6,
          upperTop + 14,
          shade(tile, -0.25),
          2,
        ),
      );
    }
    art.add(rect(upperX - overhang, upperTop + 8, upperW + 2 * overhang, 8, shade(tile, -0.3)));
    // Ground-floor sunshade
    art.add(rect(x0 - 24, groundTop - 8, upperX - x0 + 40, 14, tile));
  } else {
    const slab = art.chance(0.5) ? "#f4f4f2" : "#3a3f47";
    art.add(rect(upperX - 30, upperTop - 16, upperW + 70, 18, slab));
    art.add(
      poly(
        [
          [upperX + upperW + 40, upperTop - 16],
          [upperX + upperW + 40 + depth, upperTop - 16 - depth * 0.55],
          [upperX + upperW + 40 + depth, upperTop + 2 - depth * 0.55],
          [upperX + upperW + 40, upperTop + 2],
        ],
        shade(slab, -0.2),
      ),
    );
    art.add(rect(x0 - 30, groundTop - 12, upperX - x0 + 40, 14, slab));
  }

  // Upper floor: glazing, balcony with a glass railing, and a timber or coloured feature panel.
  const featureW = upperW * 0.22;
  const featureColor = old ? shade(wall, -0.12) : accent;
  art.add(
    rect(
      upperX + upperW - featureW - 20,
      upperTop + 20,
      featureW,
      groundTop - upperTop - 20,
      featureColor,
    ),
  );
  if (!old && (accent === "#9a5b34" || accent === "#b0713f")) {
    for (let x = upperX + upperW - featureW - 12; x < upperX + upperW - 24; x += 12) {
      art.add(rect(x, upperTop + 20, 4, groundTop - upperTop - 20, shade(accent, -0.25)));
    }
  }
  const paneW = upperW - featureW - 80;
  pane(art, upperX + 30, upperTop + 30, paneW, groundTop - upperTop - 40, glass, frame);
  art.add(
    line(upperX + 30 + paneW / 2, upperTop + 30, upperX + 30 + paneW / 2, groundTop - 10, frame, 4),
  );
  art.add(rect(upperX + 10, groundTop - 50, paneW + 40, 42, "#dff1f7", 'opacity="0.45"'));
  art.add(rect(upperX + 10, groundTop - 54, paneW + 40, 6, shade(wall, -0.4)));

  // Ground floor: entrance, windows, car porch.
  const doorX = upperX + art.range(40, 100);
  art.add(rect(doorX, groundTop + 40, 70, ground - groundTop - 40, shade(accent, -0.1)));
  art.add(circle(doorX + 58, groundTop + 105, 4, "#e8c872"));
  const winX = doorX + 110;
  const winW = x0 + width - winX - 30;
  if (winW > 60) {
    pane(art, winX, groundTop + 36, winW, 90, glass, frame);
    art.add(line(winX + winW / 2, groundTop + 36, winX + winW / 2, groundTop + 126, frame, 4));
  }
  const porchW = upperX - x0;
  if (porchW > 120) {
    art.add(rect(x0 + 10, groundTop + 10, porchW - 20, ground - groundTop - 10, shade(wall, -0.1)));
    art.add(rect(x0 + 12, groundTop, 14, ground - groundTop, shade(wall, -0.2)));
    car(art, x0 + porchW / 2 - 80, ground - 4, 0.92);
  }
  art.add(rect(x0 - 10, ground - 8, width + 20, 10, shade(wall, -0.3)));
  return { x0, width, ground, wall, groundTop, upperTop };
}

function scaffold(art: Art, x0: number, x1: number, top: number, bottom: number, color: string) {
  const bay = 52;
  const lift = 46;
  for (let x = x0; x <= x1 + 1; x += bay) art.add(line(x, top - 10, x, bottom, color, 4));
  for (let y = bottom - lift; y > top; y -= lift) {
    art.add(line(x0 - 6, y, x1 + 6, y, color, 4));
    art.add(rect(x0, y - 2, x1 - x0, 6, "#b48a5a"));
  }
  for (let x = x0; x < x1 - 1; x += bay * 2) {
    art.add(line(x, bottom, Math.min(x + bay, x1), top, color, 2.5, 'opacity="0.8"'));
  }
}

function drawVilla(art: Art) {
  const scene = backdrop(art, art.range(500, 540), false);
  const x = art.range(60, 180);
  palm(art, x, scene.horizon + 30, art.range(300, 380));
  palm(art, art.range(1010, 1130), scene.horizon + 40, art.range(280, 360));
  const house = villaHouse(art, scene);
  const wall = mix(house.wall, "#d7cfc2", 0.5);
  compoundWall(art, H - 90, wall, house.x0 + art.range(80, 160), 150);
  art.add(rect(0, H - 90, W, 90, "#8c8f94"), rect(0, H - 90, W, 6, "#b7b2a8"));
  for (let lx = 40; lx < W; lx += 120) art.add(rect(lx, H - 42, 60, 6, "#e9e4d8"));
  palm(art, art.range(920, 1080), H - 96, art.range(360, 440));
  shrubs(art, 20, 360, H - 140, 26);
}

function drawRenovation(art: Art) {
  const scene = backdrop(art, art.range(500, 530), false);
  roundTree(art, art.range(90, 170), scene.horizon + 60, art.range(140, 180));
  const house = villaHouse(art, scene, true);
  const fresh = art.pick(PAINTS);
  // The left part is freshly painted; the rest still shows old patches.
  const paintedTo = house.x0 + house.width * art.range(0.45, 0.6);
  for (let i = 0; i < 7; i++) {
    art.add(
      ellipse(
        art.range(paintedTo, house.x0 + house.width - 30),
        art.range(house.groundTop + 20, house.ground - 20),
        art.range(12, 30),
        art.range(6, 14),
        shade(house.wall, -0.2),
        'opacity="0.5"',
      ),
    );
  }
  const plinthFrom = house.x0 + house.width * 0.28;
  art.add(rect(plinthFrom, house.ground - 36, paintedTo - plinthFrom, 28, fresh));
  scaffold(
    art,
    house.x0 + house.width * 0.55,
    house.x0 + house.width + 20,
    house.upperTop - 30,
    house.ground,
    "#5f6a74",
  );
  // Ladder, paint buckets and a sand heap.
  const lx = house.x0 + house.width * 0.4;
  art.add(line(lx, house.ground, lx + 40, house.groundTop - 20, "#9c6b3c", 6));
  art.add(line(lx + 36, house.ground, lx + 76, house.groundTop - 20, "#9c6b3c", 6));
  for (let t = 0.1; t < 1; t += 0.12) {
    art.add(
      line(
        lx + 40 * t,
        house.ground - (house.ground - house.groundTop + 20) * t,
        lx + 36 + 40 * t,
        house.ground - (house.ground - house.groundTop + 20) * t,
        "#9c6b3c",
        4,
      ),
    );
  }
  for (const [bx, color] of [
    [house.x0 + 40, fresh],
    [house.x0 + 80, "#ffffff"],
  ] as [number, string][]) {
    art.add(
      rect(bx, house.ground + 30, 30, 34, "#e5e7ea"),
      rect(bx, house.ground + 30, 30, 8, color),
    );
  }
  art.add(ellipse(house.x0 + house.width + 70, house.ground + 60, 110, 40, "#d9b77e"));
  art.add(ellipse(house.x0 + house.width + 70, house.ground + 45, 70, 22, "#e5c48d"));
  art.add(rect(0, H - 60, W, 60, "#8c8f94"));
  palm(art, art.range(980, 1120), H - 60, art.range(380, 440));
}

function apartmentBlock(
  art: Art,
  scene: Scene,
  x: number,
  w: number,
  floors: number,
  base: number,
  fade: number,
) {
  const floorH = 38;
  const top = base - floors * floorH - 30;
  const wall = mix(art.pick(WALLS), scene.sky.bottom, fade);
  const accent = mix(art.pick(ACCENTS), scene.sky.bottom, fade);
  const glass = glassFill(art, scene.sky);
  block(art, x, top, w, base - top, wall, 44);
  art.add(rect(x + w * 0.44, top - 26, w * 0.12, base - top + 26, accent));
  art.add(
    rect(x + w * 0.2, top - 40, 40, 40, shade(wall, -0.1)),
    rect(x + w * 0.7, top - 22, 36, 22, "#5d6670"),
  );
  const bays = Math.max(2, Math.round(w / 95));
  for (let f = 0; f < floors; f++) {
    const y = base - 30 - (f + 1) * floorH + 6;
    for (let b = 0; b < bays; b++) {
      const bayW = (w * 0.44 - 20) / Math.ceil(bays / 2);
      const side = b % 2;
      const index = Math.floor(b / 2);
      const bx = side ? x + w * 0.56 + 10 + index * bayW : x + 10 + index * bayW;
      art.add(rect(bx + 4, y, bayW - 8, floorH - 12, glass));
      if ((f + b) % 2 === 0) {
        art.add(rect(bx, y + floorH - 22, bayW, 12, shade(wall, -0.12)));
        art.add(rect(bx, y + floorH - 24, bayW, 3, shade(wall, -0.35)));
      }
    }
    art.add(rect(x, y + floorH - 10, w, 4, shade(wall, -0.06)));
  }
  art.add(
    rect(x, base - 30, w, 30, shade(wall, -0.15)),
    rect(x + w * 0.4, base - 28, w * 0.2, 28, shade(accent, -0.2)),
  );
}

function drawApartments(art: Art) {
  const scene = backdrop(art, art.range(560, 600), true);
  const base = scene.horizon + 60;
  apartmentBlock(
    art,
    scene,
    art.range(40, 120),
    art.range(260, 300),
    art.int(9, 11),
    base - 30,
    0.35,
  );
  apartmentBlock(
    art,
    scene,
    art.range(760, 820),
    art.range(280, 320),
    art.int(10, 12),
    base - 30,
    0.35,
  );
  apartmentBlock(
    art,
    scene,
    art.range(360, 420),
    art.range(340, 400),
    art.int(11, 13),
    base + 20,
    0,
  );
  art.add(rect(0, H - 110, W, 110, "#8c8f94"), rect(0, H - 110, W, 8, "#c9c2b6"));
  for (let lx = 30; lx < W; lx += 120) art.add(rect(lx, H - 52, 60, 6, "#ece7dc"));
  for (let i = 0; i < 4; i++) roundTree(art, art.range(40, 1160), H - 110, art.range(70, 110));
  palm(art, art.range(60, 240), H - 108, art.range(360, 420));
  palm(art, art.range(960, 1140), H - 108, art.range(330, 400));
  car(art, art.range(300, 800), H - 20, 1);
}

function tower(
  art: Art,
  scene: Scene,
  x: number,
  w: number,
  top: number,
  base: number,
  tint: string,
) {
  const depth = 50;
  const glass = art.linear(
    [
      [0, mix(scene.sky.bottom, tint, 0.25)],
      [0.5, mix(scene.sky.mid, tint, 0.5)],
      [1, shade(tint, -0.2)],
    ],
    0.3,
    1,
  );
  art.add(
    poly(
      [
        [x + w, top],
        [x + w + depth, top - depth * 0.55],
        [x + w + depth, base - depth * 0.55],
        [x + w, base],
      ],
      shade(tint, -0.35),
    ),
    rect(x, top, w, base - top, glass),
  );
  for (let y = top + 26; y < base; y += 26)
    art.add(rect(x, y, w, 4, shade(tint, -0.3), 'opacity="0.55"'));
  for (let mx = x + 38; mx < x + w - 4; mx += 38)
    art.add(rect(mx, top, 2, base - top, "#ffffff", 'opacity="0.3"'));
  art.add(
    poly(
      [
        [x, top + (base - top) * 0.35],
        [x + w * 0.7, top],
        [x + w, top],
        [x, top + (base - top) * 0.62],
      ],
      "#ffffff",
      'opacity="0.12"',
    ),
  );
  const crown = art.pick(["flat", "slant", "step"]);
  if (crown === "slant") {
    art.add(
      poly(
        [
          [x, top],
          [x + w, top - 60],
          [x + w, top],
        ],
        shade(tint, -0.1),
      ),
    );
  } else if (crown === "step") {
    art.add(rect(x + w * 0.2, top - 40, w * 0.6, 40, shade(tint, -0.15)));
  } else {
    art.add(rect(x - 6, top - 10, w + 12, 12, "#e7ecef"));
  }
}

function drawOffices(art: Art) {
  const scene = backdrop(art, art.range(560, 600), true);
  const base = H - 120;
  const tints = ["#2f5f86", "#2c7a7b", "#3b4f7a", "#4a6d8c", "#276a8f"];
  const mx = art.range(360, 480);
  if (art.chance(0.6)) {
    tower(
      art,
      scene,
      art.range(40, 140),
      art.range(200, 240),
      art.range(200, 300),
      base,
      art.pick(tints),
    );
    tower(
      art,
      scene,
      art.range(820, 900),
      art.range(200, 250),
      art.range(160, 260),
      base,
      art.pick(tints),
    );
  } else {
    // One long low block behind a single tall tower.
    const far = mix(art.pick(WALLS), scene.sky.bottom, 0.2);
    const lowX = art.range(60, 140);
    block(art, lowX, base - 260, 1000 - lowX, 260, far, 40);
    const glass = glassFill(art, scene.sky);
    for (let y = base - 240; y < base - 90; y += 50)
      art.add(rect(lowX + 20, y, 1000 - lowX - 40, 30, glass));
  }
  tower(art, scene, mx, art.range(280, 340), art.range(70, 150), base, art.pick(tints));
  // Podium with a canopy at the entrance.
  const podium = art.pick(WALLS);
  block(art, mx - 60, base - 70, 460, 70, podium, 30);
  art.add(
    rect(mx + 80, base - 60, 140, 60, glassFill(art, scene.sky)),
    rect(mx + 60, base - 72, 180, 12, "#3a3f47"),
  );
  art.add(rect(0, base, W, H - base, "#8c8f94"), rect(0, base, W, 10, "#d2ccc0"));
  for (let x = 30; x < W; x += 120) art.add(rect(x, base + 60, 60, 6, "#ece7dc"));
  for (let i = 0; i < 5; i++)
    roundTree(art, 60 + i * 260 + art.range(-30, 30), base + 8, art.range(70, 95));
  car(art, art.range(100, 400), H - 18, 0.95);
  car(art, art.range(650, 950), H - 18, 0.95);
  palm(art, art.range(1080, 1160), base + 10, art.range(340, 400));
}

function drawFactory(art: Art) {
  const scene = backdrop(art, art.range(540, 580), false);
  const base = H - 150;
  const x0 = art.range(150, 230);
  const w = art.range(640, 720);
  const wallH = 170;
  const wall = art.pick(["#e9e6df", "#dfe3e6", "#efe8da"]);
  const roof = art.pick(["#2f6fa3", "#4b7f9c", "#7d8891", "#2d7f7a"]);
  // Water tank on a lattice tower behind the shed.
  const tx = x0 + w + art.range(40, 90);
  for (const dx of [0, 60]) art.add(line(tx + dx, base, tx + 30, base - 230, "#6b737b", 5));
  for (let y = base - 40; y > base - 230; y -= 40)
    art.add(line(tx + 6, y, tx + 54, y - 30, "#6b737b", 3));
  art.add(
    rect(tx - 20, base - 300, 100, 80, "#c8ced3"),
    ellipse(tx + 30, base - 300, 50, 12, "#dfe4e8"),
  );
  art.add(
    rect(x0 + 80, base - wallH - 220, 26, 220, "#a9a39a"),
    rect(x0 + 80, base - wallH - 220, 26, 16, "#c0392b"),
  );

  block(art, x0, base - wallH, w, wallH, wall, 70);
  for (let x = x0 + 6; x < x0 + w; x += 12)
    art.add(rect(x, base - wallH, 2, wallH, shade(wall, -0.08)));
  art.add(
    poly(
      [
        [x0 - 16, base - wallH + 4],
        [x0 + w * 0.5, base - wallH - 60],
        [x0 + w + 16, base - wallH + 4],
      ],
      roof,
    ),
    poly(
      [
        [x0 + w * 0.5, base - wallH - 60],
        [x0 + w * 0.5 + 70, base - wallH - 60 - 38],
        [x0 + w + 86, base - wallH + 4 - 38],
        [x0 + w + 16, base - wallH + 4],
      ],
      shade(roof, 0.15),
    ),
  );
  art.add(rect(x0, base - wallH + 14, w, 26, shade(roof, -0.1), 'opacity="0.85"'));
  for (let x = x0 + 10; x < x0 + w - 10; x += 22)
    art.add(rect(x, base - wallH + 18, 14, 18, "#d9e6ee"));
  const doors = art.int(3, 4);
  for (let i = 0; i < doors; i++) {
    const dx = x0 + 60 + i * ((w - 160) / doors);
    art.add(rect(dx, base - 110, 90, 110, "#9aa3ab"));
    for (let y = base - 104; y < base; y += 8) art.add(rect(dx, y, 90, 2, "#7d868e"));
  }
  // Office block at the front corner.
  const office = art.pick(WALLS);
  block(art, x0 + w - 150, base - 130, 180, 130, office, 30);
  const glass = glassFill(art, scene.sky);
  art.add(
    rect(x0 + w - 136, base - 118, 152, 44, glass),
    rect(x0 + w - 136, base - 62, 152, 44, glass),
  );
  // Yard, truck and fence.
  art.add(rect(0, base, W, H - base, "#b9b2a3"), rect(0, base + 70, W, 80, "#8c8f94"));
  const truckX = art.range(40, 300);
  const cargo = art.pick(["#c0392b", "#2e86c1", "#27ae60", "#e67e22"]);
  art.add(
    rect(truckX, base + 20, 220, 90, cargo),
    rect(truckX + 224, base + 50, 70, 60, "#f1f1ef"),
  );
  art.add(rect(truckX + 240, base + 58, 40, 24, "#9cc3d9"));
  for (const wx of [truckX + 40, truckX + 180, truckX + 260]) {
    art.add(circle(wx, base + 112, 18, "#23262b"), circle(wx, base + 112, 7, "#b8bcc2"));
  }
  for (let x = 0; x < W; x += 30) art.add(rect(x, H - 90, 4, 70, "#6b737b"));
  art.add(rect(0, H - 88, W, 4, "#6b737b"), rect(0, H - 50, W, 4, "#6b737b"));
  roundTree(art, art.range(40, 110), H - 40, 110);
  palm(art, art.range(1060, 1150), H - 30, 380);
}

function crane(art: Art, mastX: number, base: number, topY: number, jibLeft: boolean) {
  const yellow = art.pick(["#f2b705", "#f39c12", "#e8b923"]);
  const m = 26;
  art.add(
    line(mastX, base, mastX, topY, yellow, 5),
    line(mastX + m, base, mastX + m, topY, yellow, 5),
  );
  for (let y = base; y > topY + 20; y -= 30)
    art.add(line(mastX, y, mastX + m, y - 30, yellow, 2.5));
  const dir = jibLeft ? -1 : 1;
  const jibEnd = mastX + m / 2 + dir * 640;
  const counterEnd = mastX + m / 2 - dir * 190;
  art.add(rect(Math.min(jibEnd, counterEnd), topY - 6, Math.abs(jibEnd - counterEnd), 16, yellow));
  for (let x = mastX + m / 2; jibLeft ? x > jibEnd : x < jibEnd; x += dir * 28) {
    art.add(line(x, topY + 10, x + dir * 14, topY - 6, shade(yellow, -0.3), 2));
  }
  art.add(
    poly(
      [
        [mastX - 2, topY - 6],
        [mastX + m / 2, topY - 80],
        [mastX + m + 2, topY - 6],
      ],
      yellow,
    ),
  );
  art.add(
    line(mastX + m / 2, topY - 80, jibEnd, topY - 4, "#555b62", 2),
    line(mastX + m / 2, topY - 80, counterEnd, topY - 4, "#555b62", 2),
  );
  art.add(rect(counterEnd - dir * 10 - 30, topY + 10, 60, 34, "#7d868e"));
  art.add(rect(mastX - 10 + (jibLeft ? -8 : m - 4), topY + 10, 30, 26, "#e6eaee"));
  const hookX = mastX + m / 2 + dir * art.range(260, 480);
  const hookY = topY + art.range(140, 260);
  art.add(
    rect(hookX - 10, topY + 8, 20, 10, "#3a3f47"),
    line(hookX, topY + 18, hookX, hookY, "#3a3f47", 2),
  );
  art.add(
    line(hookX, hookY, hookX - 40, hookY + 24, "#3a3f47", 1.5),
    line(hookX, hookY, hookX + 40, hookY + 24, "#3a3f47", 1.5),
  );
  art.add(
    rect(hookX - 60, hookY + 24, 120, 14, "#8a4b3a"),
    rect(hookX - 60, hookY + 30, 120, 3, "#6f3b2d"),
  );
}

function drawConstruction(art: Art) {
  const scene = backdrop(art, art.range(540, 580), art.chance(0.5));
  const base = H - 130;
  const floors = art.int(5, 9);
  const floorH = art.range(46, 56);
  const bays = art.int(4, 7);
  const bay = art.range(62, 80);
  const w = bays * bay;
  const x0 = art.range(180, 880 - w);
  const top = base - floors * floorH;
  const concrete = art.pick(["#b9b6b0", "#c4bfb6", "#aeb1b3"]);
  const brick = art.pick(["#b5613f", "#c06a45", "#a85a3c", "#9e9a8f"]);
  const filled = art.int(1, Math.min(4, floors - 2));
  if (art.chance(0.6)) {
    // A finished neighbour behind the site.
    const nx = x0 < 500 ? art.range(820, 960) : art.range(40, 160);
    const height = art.range(200, 300);
    block(art, nx, base - height, 200, height, mix(art.pick(WALLS), scene.sky.bottom, 0.3), 30);
    const glass = glassFill(art, scene.sky);
    for (let y = base - height + 20; y < base - 40; y += 40) {
      for (let x = nx + 18; x < nx + 180; x += 46) art.add(rect(x, y, 28, 22, glass));
    }
  }
  if (art.chance(0.8)) crane(art, x0 + w + art.range(60, 110), base, art.range(120, 150), true);
  art.add(rect(x0 + 6, top, w - 12, base - top, mix("#4a4f56", scene.sky.bottom, 0.45)));
  for (let f = 0; f < floors; f++) {
    // Soffit of each slab seen from below, so the open floors read as depth.
    art.add(
      rect(
        x0 + 6,
        base - (f + 1) * floorH + 8,
        w - 12,
        10,
        mix("#2f343b", scene.sky.bottom, 0.3),
        'opacity="0.6"',
      ),
    );
  }
  for (let f = 0; f < floors; f++) {
    const y = base - (f + 1) * floorH;
    if (f < filled) {
      art.add(rect(x0, y, w, floorH, brick));
      for (let by = y + 8; by < y + floorH; by += 8)
        art.add(rect(x0, by, w, 1.5, shade(brick, -0.2), 'opacity="0.6"'));
      for (let b = 0; b < bays; b++)
        art.add(rect(x0 + b * bay + bay * 0.25, y + 12, bay * 0.5, floorH - 22, "#3d4148"));
    }
    art.add(rect(x0 - 8, y, w + 16, 8, concrete));
  }
  for (let b = 0; b <= bays; b++) art.add(rect(x0 + b * bay - 6, top, 12, base - top, concrete));
  for (let b = 0; b <= bays; b++) {
    for (let k = -1; k <= 1; k += 2)
      art.add(line(x0 + b * bay + k * 3, top, x0 + b * bay + k * 3, top - 24, "#6b4f3a", 2));
  }
  const side = art.chance(0.5);
  scaffold(
    art,
    side ? x0 - 40 : x0 + w * 0.55,
    side ? x0 + w * 0.45 : x0 + w + 40,
    top + floorH,
    base,
    "#7b6a55",
  );
  art.add(
    rect(
      side ? x0 - 44 : x0 + w * 0.55,
      top + floorH * 2,
      w * 0.5,
      floorH * 2,
      "#2e8b57",
      'opacity="0.4"',
    ),
  );
  // Site: earth, sand and aggregate heaps, tin-sheet hoarding.
  art.add(rect(0, base, W, H - base, "#c9a77c"));
  art.add(
    ellipse(art.range(120, 260), base + 50, 120, 44, "#e1c08a"),
    ellipse(art.range(180, 280), base + 40, 70, 28, "#ead0a0"),
  );
  art.add(ellipse(art.range(860, 1000), base + 60, 100, 36, "#8d8a85"));
  for (let i = 0; i < 4; i++)
    art.add(
      rect(300 + i * 36, base + 70, 32, 22, "#e9e3d4"),
      rect(300 + i * 36, base + 76, 32, 4, "#c0392b"),
    );
  const sheet = art.pick(["#2e6fb5", "#2f8f5b", "#3a7ca5"]);
  art.add(rect(0, H - 60, W, 60, sheet));
  for (let x = 0; x < W; x += 10) art.add(rect(x, H - 60, 3, 60, shade(sheet, -0.15)));
  art.add(rect(0, H - 64, W, 6, "#f2f2f0"));
  palm(art, art.range(40, 160), H - 60, art.range(300, 380));
}

// ---------------------------------------------------------------------------
// Interiors: a one-point-perspective room

type Room = { back: [number, number, number, number]; wall: string; floor: string };

function room(art: Art): Room {
  const wall = art.pick(["#f1e8dc", "#e8eee9", "#f3efe7", "#e9e4ef", "#f4e4d8", "#e6eef3"]);
  const floor = art.pick(["#c99a6b", "#b8875c", "#d6c3a5", "#a9805f", "#cfc7bb"]);
  const bx0 = art.range(200, 240);
  const bx1 = W - art.range(200, 240);
  const by0 = 110;
  const by1 = art.range(500, 530);
  art.add(
    poly(
      [
        [0, 0],
        [W, 0],
        [bx1, by0],
        [bx0, by0],
      ],
      shade(wall, 0.3),
    ),
  );
  art.add(
    poly(
      [
        [0, 0],
        [bx0, by0],
        [bx0, by1],
        [0, H],
      ],
      shade(wall, -0.08),
    ),
  );
  art.add(
    poly(
      [
        [W, 0],
        [bx1, by0],
        [bx1, by1],
        [W, H],
      ],
      shade(wall, -0.14),
    ),
  );
  art.add(rect(bx0, by0, bx1 - bx0, by1 - by0, wall));
  art.add(
    poly(
      [
        [0, H],
        [bx0, by1],
        [bx1, by1],
        [W, H],
      ],
      art.linear([
        [0, shade(floor, -0.08)],
        [1, shade(floor, 0.06)],
      ]),
    ),
  );
  const vx = W / 2;
  for (let i = 1; i < 14; i++) {
    const bx = bx0 + ((bx1 - bx0) * i) / 14;
    const fx = vx + (bx - vx) * ((H - by0) / (by1 - by0)) * 0.9;
    art.add(line(bx, by1, fx, H, shade(floor, -0.2), 1.5, 'opacity="0.5"'));
  }
  art.add(rect(bx0, by1 - 10, bx1 - bx0, 10, shade(wall, -0.2)));
  return { back: [bx0, by0, bx1, by1], wall, floor };
}

function windowView(art: Art, x: number, y: number, w: number, h: number) {
  const sky = art.pick(SKIES);
  art.add(
    rect(
      x,
      y,
      w,
      h,
      art.linear([
        [0, sky.top],
        [1, sky.bottom],
      ]),
    ),
  );
  art.add(rect(x, y + h * 0.75, w, h * 0.25, mix(art.pick(GRASS), sky.bottom, 0.3)));
  const frond = mix(art.pick(LEAF), sky.bottom, 0.2);
  const px = x + w * art.range(0.2, 0.8);
  art.add(rect(px - 3, y + h * 0.35, 6, h * 0.65, "#7d6450"));
  for (let i = 0; i < 7; i++) {
    const a = Math.PI + (i / 6) * Math.PI;
    art.add(
      ellipse(
        px + Math.cos(a) * 28,
        y + h * 0.35 + Math.sin(a) * 10 + 8,
        32,
        7,
        frond,
        `transform="rotate(${n((a * 180) / Math.PI + 180)} ${n(px + Math.cos(a) * 28)} ${n(y + h * 0.35 + Math.sin(a) * 10 + 8)})"`,
      ),
    );
  }
  art.add(rect(x, y, w, h, "none", 'stroke="#ffffff" stroke-width="10"'));
  art.add(line(x + w / 2, y, x + w / 2, y + h, "#ffffff", 6));
}

function plant(art: Art, x: number, y: number, size: number) {
  const green = art.pick(LEAF);
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.38;
    const tx = x + Math.cos(a) * size;
    const ty = y - 20 + Math.sin(a) * size;
    art.add(
      path(
        `M${n(x)} ${n(y - 20)} Q${n(x + Math.cos(a) * size * 0.4 - 14)} ${n(y - 20 + Math.sin(a) * size * 0.6)} ${n(tx)} ${n(ty)} Q${n(x + Math.cos(a) * size * 0.6 + 14)} ${n(y - 20 + Math.sin(a) * size * 0.4)} ${n(x)} ${n(y - 20)} Z`,
        i % 2 ? green : shade(green, 0.15),
      ),
    );
  }
  art.add(
    poly(
      [
        [x - 26, y - 24],
        [x + 26, y - 24],
        [x + 20, y + 20],
        [x - 20, y + 20],
      ],
      art.pick(["#e9e4da", "#c0633e", "#3d4249", "#d6c3a5"]),
    ),
  );
}

function pendant(art: Art, x: number, length: number, color: string) {
  art.add(line(x, 0, x, length, "#3a3f47", 2));
  art.add(
    path(
      `M${n(x - 30)} ${n(length + 30)} Q${n(x)} ${n(length - 14)} ${n(x + 30)} ${n(length + 30)} Z`,
      color,
    ),
  );
  art.add(
    ellipse(x, length + 32, 22, 5, "#fff3c4"),
    circle(x, length + 60, 60, art.radial("#fff3c4", 0.12)),
  );
}

function frameArt(art: Art, x: number, y: number, w: number, h: number) {
  art.add(rect(x - 6, y - 6, w + 12, h + 12, "#3a3f47"), rect(x, y, w, h, "#f7f3ea"));
  const colors = [art.pick(ACCENTS), art.pick(PAINTS), art.pick(LEAF)];
  art.add(circle(x + w * art.range(0.3, 0.7), y + h * 0.42, Math.min(w, h) * 0.22, colors[0]));
  art.add(rect(x + w * 0.12, y + h * 0.62, w * 0.76, h * 0.2, colors[1]));
  art.add(
    path(
      `M${n(x + w * 0.1)} ${n(y + h * 0.62)} Q${n(x + w * 0.4)} ${n(y + h * 0.3)} ${n(x + w * 0.9)} ${n(y + h * 0.62)} Z`,
      colors[2],
      'opacity="0.8"',
    ),
  );
}

function drawLivingRoom(art: Art) {
  const r = room(art);
  const [bx0, by0, bx1, by1] = r.back;
  const winW = art.range(300, 380);
  const windowLeft = art.chance(0.5);
  const winX = windowLeft ? bx0 + 50 : bx1 - 50 - winW;
  windowView(art, winX, by0 + 60, winW, by1 - by0 - 130);
  const curtain = art.pick(PAINTS);
  art.add(
    rect(winX - 40, by0 + 40, 36, by1 - by0 - 70, shade(curtain, -0.1)),
    rect(winX + winW + 4, by0 + 40, 36, by1 - by0 - 70, shade(curtain, -0.1)),
  );
  const artX = windowLeft ? bx1 - 240 : bx0 + 60;
  frameArt(art, artX, by0 + 90, 180, 130);
  art.add(ellipse(W / 2, H - 130, 420, 80, art.pick(PAINTS), 'opacity="0.9"'));
  const sofa = art.pick(["#4f6d7a", "#8a5a44", "#6d7f5b", "#c9a66b", "#5b5f8a", "#a65a5a"]);
  const sx = W / 2 - 260;
  const sy = by1 - 20;
  art.add(rect(sx, sy - 100, 520, 110, shade(sofa, -0.1), 'rx="24"'));
  art.add(
    rect(sx - 30, sy - 50, 70, 120, sofa, 'rx="20"'),
    rect(sx + 480, sy - 50, 70, 120, sofa, 'rx="20"'),
  );
  art.add(rect(sx + 30, sy - 10, 460, 60, shade(sofa, 0.08), 'rx="14"'));
  art.add(
    rect(sx + 60, sy - 80, 90, 70, art.pick(PAINTS), 'rx="14"'),
    rect(sx + 370, sy - 80, 90, 70, art.pick(PAINTS), 'rx="14"'),
  );
  art.add(rect(sx + 20, sy + 50, 10, 24, "#3a3f47"), rect(sx + 490, sy + 50, 10, 24, "#3a3f47"));
  const table = art.pick(["#8a5a3c", "#3d4249", "#c9a67a"]);
  art.add(
    ellipse(W / 2, H - 120, 160, 34, table),
    rect(W / 2 - 150, H - 120, 300, 30, shade(table, -0.2)),
  );
  art.add(
    ellipse(W / 2 - 40, H - 134, 22, 8, "#f4f4f2"),
    rect(W / 2 + 40, H - 150, 36, 18, art.pick(ACCENTS)),
  );
  plant(art, art.range(80, 140), H - 90, 110);
  const lampX = W - art.range(110, 160);
  art.add(
    line(lampX, H - 60, lampX, H - 400, "#3a3f47", 4),
    rect(lampX - 40, H - 64, 80, 10, "#3a3f47"),
  );
  art.add(
    poly(
      [
        [lampX - 50, H - 400],
        [lampX + 50, H - 400],
        [lampX + 32, H - 460],
        [lampX - 32, H - 460],
      ],
      "#f3e2b8",
    ),
  );
  art.add(circle(lampX, H - 390, 110, art.radial("#fff3c4", 0.3)));
  pendant(art, W / 2, 60, art.pick(["#3a3f47", "#d19a3a", "#2f7f86"]));
}

function drawKitchen(art: Art) {
  const r = room(art);
  const [bx0, by0, bx1, by1] = r.back;
  const cabinet = art.pick(["#f4f4f2", "#3d5a6c", "#6d7f5b", "#c9a67a", "#2f3b45", "#b3c7c1"]);
  const counter = art.pick(["#e6e2da", "#3a3f47", "#d8d2c8"]);
  const splash = art.pick(["#dfe9ec", "#f1e3d3", "#e3e6e8"]);
  art.add(rect(bx0, by1 - 230, bx1 - bx0, 90, splash));
  for (let x = bx0; x < bx1; x += 30)
    art.add(line(x, by1 - 230, x, by1 - 140, shade(splash, -0.1), 1));
  for (let y = by1 - 230; y < by1 - 140; y += 15)
    art.add(line(bx0, y, bx1, y, shade(splash, -0.1), 1));
  art.add(
    rect(bx0, by1 - 140, bx1 - bx0, 140, cabinet),
    rect(bx0 - 4, by1 - 148, bx1 - bx0 + 8, 12, counter),
  );
  const doors = Math.floor((bx1 - bx0) / 95);
  for (let i = 0; i < doors; i++) {
    const dx = bx0 + i * ((bx1 - bx0) / doors);
    art.add(
      rect(
        dx + 4,
        by1 - 128,
        (bx1 - bx0) / doors - 8,
        112,
        shade(cabinet, -0.05),
        `stroke="${shade(cabinet, -0.2)}" stroke-width="2"`,
      ),
    );
    art.add(rect(dx + (bx1 - bx0) / doors / 2 - 16, by1 - 118, 32, 4, "#8a8f96"));
  }
  const winW = 220;
  const winX = art.range(bx0 + 60, bx1 - 60 - winW);
  windowView(art, winX, by0 + 20, winW, 150);
  for (const ux of [bx0, winX + winW + 20]) {
    const uw = ux === bx0 ? winX - bx0 - 20 : bx1 - ux;
    if (uw < 60) continue;
    art.add(rect(ux, by0 + 10, uw, 150, cabinet));
    for (let x = ux; x < ux + uw - 40; x += 80)
      art.add(
        rect(
          x + 4,
          by0 + 16,
          72,
          138,
          shade(cabinet, 0.05),
          `stroke="${shade(cabinet, -0.2)}" stroke-width="2"`,
        ),
      );
  }
  // Hob with a chimney hood and pots.
  const hobX = winX > W / 2 ? bx0 + 90 : bx1 - 230;
  art.add(
    rect(hobX, by1 - 156, 140, 8, "#2a2d33"),
    poly(
      [
        [hobX + 20, by1 - 230],
        [hobX + 120, by1 - 230],
        [hobX + 100, by1 - 290],
        [hobX + 40, by1 - 290],
      ],
      "#9aa1a8",
    ),
  );
  art.add(rect(hobX + 60, by0 + 10, 20, by1 - 300 - by0, "#9aa1a8"));
  art.add(
    rect(hobX + 20, by1 - 186, 50, 30, "#c0633e", 'rx="6"'),
    rect(hobX + 84, by1 - 178, 44, 22, "#3a3f47", 'rx="6"'),
  );
  // Island with stools.
  const island = art.pick(["#3a3f47", "#8a5a3c", "#f4f4f2", "#4f6d7a"]);
  art.add(
    rect(W / 2 - 330, H - 230, 660, 24, counter),
    rect(W / 2 - 310, H - 206, 620, 180, island),
  );
  for (let i = 0; i < 3; i++) {
    const sx = W / 2 - 220 + i * 220;
    // Stools stay visible against a dark island.
    const legs = island === "#3a3f47" ? "#c9ccd1" : "#3a3f47";
    art.add(
      line(sx - 26, H - 104, sx - 36, H, legs, 5),
      line(sx + 26, H - 104, sx + 36, H, legs, 5),
      ellipse(
        sx,
        H - 110,
        46,
        12,
        art.pick(["#d19a3a", "#c0633e", "#2f7f86", "#e9e4da", "#9a5b34"]),
      ),
    );
  }
  art.add(
    circle(W / 2 - 120, H - 244, 18, "#e67e22"),
    circle(W / 2 - 90, H - 240, 14, "#f1c40f"),
    rect(W / 2 + 80, H - 262, 80, 30, "#f4f4f2", 'rx="8"'),
  );
  for (const px of [W / 2 - 200, W / 2, W / 2 + 200])
    pendant(art, px, 70, art.pick(["#3a3f47", "#d19a3a", "#2f7f86"]));
  plant(art, bx0 - 80, H - 40, 90);
}

function drawBedroom(art: Art) {
  const r = room(art);
  const [, by0, , by1] = r.back;
  const head = art.pick(["#8a5a3c", "#4f6d7a", "#c9a67a", "#6d5a8c", "#3d4249"]);
  const cx = W / 2 + art.range(-60, 60);
  art.add(rect(cx - 280, by0 + 90, 560, by1 - by0 - 90, shade(head, 0.1)));
  for (let x = cx - 270; x < cx + 270; x += 30)
    art.add(rect(x, by0 + 90, 3, by1 - by0 - 90, shade(head, -0.15)));
  frameArt(art, cx - 100, by0 + 40, 200, 120);
  art.add(rect(cx - 220, by1 - 150, 440, 120, head, 'rx="12"'));
  const linen = art.pick(["#f7f5f0", "#eef2f5", "#f5ede4"]);
  const throwColor = art.pick(PAINTS);
  art.add(
    poly(
      [
        [cx - 230, by1 - 40],
        [cx + 230, by1 - 40],
        [cx + 330, H - 150],
        [cx - 330, H - 150],
      ],
      linen,
    ),
  );
  art.add(
    rect(cx - 330, H - 150, 660, 50, shade(linen, -0.08)),
    rect(cx - 330, H - 100, 660, 24, "#3a3f47"),
  );
  art.add(
    poly(
      [
        [cx - 265, by1 + 20],
        [cx + 265, by1 + 20],
        [cx + 310, H - 190],
        [cx - 310, H - 190],
      ],
      throwColor,
    ),
  );
  art.add(rect(cx - 310, H - 190, 620, 40, shade(throwColor, -0.12)));
  art.add(
    rect(cx - 190, by1 - 100, 160, 60, "#ffffff", 'rx="20"'),
    rect(cx + 30, by1 - 100, 160, 60, "#ffffff", 'rx="20"'),
  );
  art.add(rect(cx - 120, by1 - 70, 110, 44, art.pick(PAINTS), 'rx="16"'));
  for (const side of [-1, 1]) {
    const tx = cx + side * 340;
    art.add(
      rect(tx - 60, by1 - 60, 120, 90, shade(head, -0.1)),
      rect(tx - 60, by1 - 20, 120, 4, shade(head, -0.3)),
    );
    art.add(
      rect(tx - 6, by1 - 120, 12, 60, "#3a3f47"),
      poly(
        [
          [tx - 34, by1 - 120],
          [tx + 34, by1 - 120],
          [tx + 24, by1 - 170],
          [tx - 24, by1 - 170],
        ],
        "#f3e2b8",
      ),
    );
    art.add(circle(tx, by1 - 130, 90, art.radial("#fff3c4", 0.3)));
  }
  art.add(ellipse(W / 2, H - 40, 460, 50, art.pick(PAINTS), 'opacity="0.7"'));
  plant(art, art.chance(0.5) ? 90 : W - 90, H - 50, 120);
  pendant(art, cx - 240, 140, art.pick(["#d19a3a", "#3a3f47"]));
}

const DRAW: Record<DemoScene, (art: Art) => void> = {
  villa: drawVilla,
  apartments: drawApartments,
  offices: drawOffices,
  factory: drawFactory,
  construction: drawConstruction,
  renovation: drawRenovation,
  "living-room": drawLivingRoom,
  kitchen: drawKitchen,
  bedroom: drawBedroom,
};
