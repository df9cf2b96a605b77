/**
 * Decorative drifting particles behind the home hero (up to MAX_PARTICLES,
 * docs/product/public-site.md#home, joined by faint lines) on the canvas of
 * app/components/sections/hero-particles.tsx. They cost almost nothing:
 * nothing runs until the page is idle, frames are drawn 30 times a second
 * on a canvas of one pixel per CSS pixel, with one stroke per line shade and
 * one fill for all dots, and drawing stops while the hero is off screen or the
 * tab is hidden. With prefers-reduced-motion one still frame is drawn.
 */
import { enhanced, prefersReducedMotion } from "./dom";

const MAX_PARTICLES = 50;
/** Lines join particles closer than this (CSS pixels). */
const LINK_DISTANCE = 120;
/** Frames drawn per second: the drift is slow, so 30 look the same as 60 at half the work. */
const FRAMES_PER_SECOND = 30;
/** Line opacity is drawn in this many steps, one path (one stroke call) per step. */
const LINE_SHADES = 4;

type Particle = { x: number; y: number; vx: number; vy: number; r: number };

/** After the page has loaded and the main thread is idle (the first paint comes first). */
function whenIdle(callback: () => void) {
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(callback, { timeout: 4000 });
    } else window.setTimeout(callback, 1500);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}

export function enhanceParticles() {
  for (const canvas of enhanced<HTMLCanvasElement>("particles")) animate(canvas);
}

function animate(canvas: HTMLCanvasElement) {
  const reduceMotion = prefersReducedMotion();
  let context: CanvasRenderingContext2D | null = null;
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let frame = 0;
  let lastDrawn = 0;
  let visible = true;
  const shades = Array.from({ length: LINE_SHADES }, () => new Path2D());

  function resize() {
    // One canvas pixel per CSS pixel, also on a sharper screen: soft dots and faint lines look
    // the same at a quarter of the pixels a phone's screen has (two or three device pixels per
    // CSS pixel), which is what each frame costs on a slow phone.
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width);
    canvas.height = Math.round(height);
    const count = Math.min(MAX_PARTICLES, Math.max(12, Math.round((width * height) / 16000)));
    particles = Array.from({ length: count }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.8,
      vy: (Math.random() - 0.5) * 0.8,
      r: 1 + Math.random() * 2,
    }));
  }

  function draw() {
    const ctx = context!;
    ctx.clearRect(0, 0, width, height);
    for (let s = 0; s < LINE_SHADES; s++) shades[s] = new Path2D();
    const limit = LINK_DISTANCE * LINK_DISTANCE;
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i];
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j];
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const squared = dx * dx + dy * dy;
        if (squared >= limit) continue;
        const closeness = 1 - Math.sqrt(squared) / LINK_DISTANCE;
        const shade = Math.min(LINE_SHADES - 1, Math.floor(closeness * LINE_SHADES));
        shades[shade].moveTo(a.x, a.y);
        shades[shade].lineTo(b.x, b.y);
      }
    }
    ctx.lineWidth = 1;
    for (let s = 0; s < LINE_SHADES; s++) {
      ctx.strokeStyle = `rgba(251, 146, 60, ${(0.18 * (s + 0.5)) / LINE_SHADES})`;
      ctx.stroke(shades[s]);
    }
    ctx.fillStyle = "rgba(253, 186, 116, 0.7)";
    ctx.beginPath();
    for (const p of particles) {
      ctx.moveTo(p.x + p.r, p.y);
      ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    }
    ctx.fill();
  }

  function step(time: number) {
    frame = 0;
    if (!visible || document.hidden) return;
    frame = requestAnimationFrame(step);
    if (time - lastDrawn < 1000 / FRAMES_PER_SECOND - 2) return;
    lastDrawn = time;
    for (const p of particles) {
      p.x += p.vx;
      p.y += p.vy;
      if (p.x < 0 || p.x > width) p.vx *= -1;
      if (p.y < 0 || p.y > height) p.vy *= -1;
    }
    draw();
  }

  function start() {
    if (context && !reduceMotion && frame === 0 && visible && !document.hidden) {
      frame = requestAnimationFrame(step);
    }
  }

  whenIdle(() => {
    context = canvas.getContext("2d");
    if (!context) return;
    resize();
    draw();
    new IntersectionObserver(([entry]) => {
      visible = entry.isIntersecting;
      start();
    }).observe(canvas);
    window.addEventListener("resize", () => {
      resize();
      draw();
    });
    document.addEventListener("visibilitychange", start);
    start();
  });
}
