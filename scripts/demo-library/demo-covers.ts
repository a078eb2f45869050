import type { DemoCardSpec } from "./demo-card-spec";

/** Two gradient colours per discipline (the first listed discipline picks the palette). */
const palettes: Record<string, [string, string]> = {
  "Civil Engineering": ["#1f4e79", "#4f8fbf"],
  "Mechanical Engineering": ["#7a2e0e", "#d9822b"],
  "Electrical Engineering": ["#2d1b69", "#7b61ff"],
  "Computer Engineering": ["#183a4a", "#2fa3a3"],
  "Chemical Engineering": ["#0b5345", "#48c9b0"],
  "Biomedical Engineering": ["#7b1e3a", "#e0607e"],
  "Computer Science": ["#102a43", "#3b82f6"],
  "Software Engineering": ["#1e293b", "#64748b"],
  "Industrial Engineering": ["#4a3b00", "#c9a227"],
  "Systems Engineering": ["#3b3355", "#9d8fd1"],
  "Environmental Engineering": ["#1b4332", "#74c69d"],
  "Aerospace Engineering": ["#0c2340", "#5fa8d3"],
  "Materials Science and Engineering": ["#3d2c2e", "#a47551"],
  "First-Year Engineering": ["#5b2a86", "#f08a5d"],
  "General Engineering": ["#22333b", "#5e8c61"],
  "Engineering Management": ["#3c1642", "#b56576"],
};

/** A small deterministic generator, so every seed draws the same covers. */
function random(seed: number) {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** The motif of each card type, drawn in translucent white over the gradient. */
function motif(type: DemoCardSpec["type"], next: () => number, w: number, h: number): string {
  const shapes: string[] = [];
  const alpha = (min: number, spread: number) => (min + next() * spread).toFixed(2);
  switch (type) {
    case "Activity":
      for (let i = 0; i < 14; i++) {
        const r = 20 + next() * 110;
        shapes.push(
          `<circle cx="${(next() * w).toFixed(0)}" cy="${(next() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${alpha(0.05, 0.18)}"/>`,
        );
      }
      break;
    case "Course":
      for (let x = 60; x < w; x += 130)
        for (let y = 60; y < h; y += 130)
          if (next() > 0.35)
            shapes.push(
              `<rect x="${x}" y="${y}" width="96" height="96" rx="18" fill="#fff" fill-opacity="${alpha(0.06, 0.2)}"/>`,
            );
      break;
    case "Program":
      for (let i = 1; i <= 9; i++)
        shapes.push(
          `<circle cx="${w * 0.78}" cy="${h * 0.62}" r="${i * 62}" fill="none" stroke="#fff" stroke-width="${(6 + next() * 10).toFixed(0)}" stroke-opacity="${alpha(0.08, 0.16)}"/>`,
        );
      break;
    case "Assessment":
      for (let i = 0; i < 10; i++) {
        const bar = 80 + next() * (h - 200);
        shapes.push(
          `<rect x="${80 + i * 108}" y="${(h - 60 - bar).toFixed(0)}" width="72" height="${bar.toFixed(0)}" rx="10" fill="#fff" fill-opacity="${alpha(0.08, 0.2)}"/>`,
        );
      }
      break;
    default:
      for (let i = 0; i < 9; i++) {
        const x = next() * w;
        const y = next() * h;
        const s = 80 + next() * 160;
        shapes.push(
          `<polygon points="${x.toFixed(0)},${(y - s).toFixed(0)} ${(x + s).toFixed(0)},${(y + s * 0.6).toFixed(0)} ${(x - s).toFixed(0)},${(y + s * 0.6).toFixed(0)}" fill="#fff" fill-opacity="${alpha(0.05, 0.15)}"/>`,
        );
      }
  }
  return shapes.join("");
}

/**
 * A 1200×675 PNG cover for a demo card: its discipline's gradient with its type's motif, drawn
 * from SVG by sharp (no text, so no font on the machine changes it).
 */
export async function renderCover(card: DemoCardSpec, seed: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const [from, to] = palettes[card.disciplines[0] ?? ""] ?? ["#1f2937", "#6b7280"];
  const next = random(seed + 1);
  const w = 1200;
  const h = 675;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${motif(card.type, next, w, h)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
