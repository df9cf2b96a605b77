import { useEffect, useRef } from "react";

export const MAX_PARTICLES = 50;

type Particle = { x: number; y: number; vx: number; vy: number; r: number };

/**
 * Decorative drifting particles behind the home hero (at most 50, docs/product.md#home).
 * Runs only in the browser; with prefers-reduced-motion it draws one still
 * frame. Stops while the hero is off screen or the tab is hidden.
 */
export function HeroParticles() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let visible = true;

    function resize() {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas!.clientWidth;
      height = canvas!.clientHeight;
      canvas!.width = Math.round(width * ratio);
      canvas!.height = Math.round(height * ratio);
      context!.setTransform(ratio, 0, 0, ratio, 0, 0);
      const count = Math.min(MAX_PARTICLES, Math.max(12, Math.round((width * height) / 16000)));
      particles = Array.from({ length: count }, () => ({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 0.4,
        vy: (Math.random() - 0.5) * 0.4,
        r: 1 + Math.random() * 2,
      }));
    }

    function draw() {
      context!.clearRect(0, 0, width, height);
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i];
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j];
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance < 120) {
            context!.strokeStyle = `rgba(251, 146, 60, ${0.18 * (1 - distance / 120)})`;
            context!.lineWidth = 1;
            context!.beginPath();
            context!.moveTo(a.x, a.y);
            context!.lineTo(b.x, b.y);
            context!.stroke();
          }
        }
      }
      for (const p of particles) {
        context!.fillStyle = "rgba(253, 186, 116, 0.7)";
        context!.beginPath();
        context!.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        context!.fill();
      }
    }

    function step() {
      for (const p of particles) {
        p.x += p.vx;
        p.y += p.vy;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
      }
      draw();
      frame = visible && !document.hidden ? requestAnimationFrame(step) : 0;
    }

    function start() {
      if (!reduceMotion && frame === 0 && visible && !document.hidden) {
        frame = requestAnimationFrame(step);
      }
    }

    resize();
    draw();
    start();

    const observer = new IntersectionObserver(([entry]) => {
      visible = entry.isIntersecting;
      start();
    });
    observer.observe(canvas);
    const onResize = () => {
      resize();
      draw();
    };
    window.addEventListener("resize", onResize);
    document.addEventListener("visibilitychange", start);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", onResize);
      document.removeEventListener("visibilitychange", start);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-max-particles={MAX_PARTICLES}
      className="pointer-events-none absolute inset-0 -z-10 size-full"
    />
  );
}
