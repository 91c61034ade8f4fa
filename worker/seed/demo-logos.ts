/**
 * The seeded services' demo logos: small hand-made vector marks (paths only, no text, so they
 * render the same everywhere), each a generic picture of what the service does in a colour that
 * recalls it; none copies a real trademark. Stored as `data:image/svg+xml` URLs, which the panel
 * and the marketing pages show like any uploaded logo (the CSP's img-src allows data:).
 */

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A circle as a path: two half arcs. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

const roundedRect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;

/** A star of `points` tips around (cx, cy), the first tip straight up. */
function star(cx: number, cy: number, outer: number, inner: number, points: number) {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${r1(cx + radius * Math.cos(angle))} ${r1(cy + radius * Math.sin(angle))}`);
  }
  return `M${corners.join("L")}z`;
}

/** A regular polygon around (cx, cy), the first corner straight up. */
function polygon(cx: number, cy: number, radius: number, corners: number) {
  const at = (i: number) => {
    const angle = (2 * Math.PI * i) / corners - Math.PI / 2;
    return `${r1(cx + radius * Math.cos(angle))} ${r1(cy + radius * Math.sin(angle))}`;
  };
  return `M${Array.from({ length: corners }, (_, i) => at(i)).join("L")}z`;
}

const fill = (d: string, color: string, opacity?: number) =>
  `<path d="${d}" fill="${color}" fill-rule="evenodd"${opacity === undefined ? "" : ` fill-opacity="${opacity}"`}/>`;
const line = (d: string, color: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A mark drawn in `fg` on the 64×64 tile; `bg` (the tile's colour) cuts details out of it. */
type Glyph = (fg: string, bg: string) => string;

const GLYPHS = {
  play: (fg) => fill("M22 18.5v27a2 2 0 0 0 3 1.7l21.5-13.5a2 2 0 0 0 0-3.4L25 16.8a2 2 0 0 0-3 1.7z", fg),
  playCircle: (fg) => line(circle(32, 32, 19), fg) + fill("M27.5 23.5v17l13.5-8.5z", fg),
  playStack: (fg) =>
    fill("M15 17.5v23a2 2 0 0 0 3 1.7l18.5-11.5a2 2 0 0 0 0-3.4L18 15.8a2 2 0 0 0-3 1.7z", fg, 0.55) +
    fill("M27 23.5v23a2 2 0 0 0 3 1.7l18.5-11.5a2 2 0 0 0 0-3.4L30 21.8a2 2 0 0 0-3 1.7z", fg),
  arcStar: (fg) => line("M11 46C17 27 43 20 53 38", fg) + fill(star(45, 19, 9, 2.8, 4), fg),
  screen: (fg) => line(roundedRect(12, 22, 40, 28, 5), fg) + line("M24 13l8 8 8-8", fg),
  filmStrip: (fg) =>
    fill(
      roundedRect(16, 11, 32, 42, 3) +
        roundedRect(25, 15, 14, 34, 1.5) +
        [15, 23, 31, 39, 46]
          .map((y) => `${roundedRect(18.5, y, 4, 3.5, 1)}${roundedRect(41.5, y, 4, 3.5, 1)}`)
          .join(""),
      fg,
    ),
  clapper: (fg, bg) =>
    fill(roundedRect(13, 29, 38, 22, 3), fg) +
    fill("M12.6 21.3L47 13.4l1.6 6.8-34.4 7.9z", fg) +
    fill("M21.5 19.3l6.7 5.4 4.9-1.1-6.7-5.4zM33.2 16.6l6.7 5.4 4.9-1.1-6.7-5.4z", bg),
  crescent: (fg, bg) => fill(circle(30, 33, 19), fg) + fill(circle(40, 26, 14), bg) + fill(star(44, 24, 6.5, 2, 4), fg),
  chat: (fg) =>
    fill(
      `M20 12h24a6 6 0 0 1 6 6v17a6 6 0 0 1-6 6H30l-10 9v-9a6 6 0 0 1-6-6V18a6 6 0 0 1 6-6z${circle(24, 26.5, 3)}${circle(32, 26.5, 3)}${circle(40, 26.5, 3)}`,
      fg,
    ),
  spark: (fg) => fill(star(32, 32, 21, 5.5, 4), fg),
  twinSpark: (fg) => fill(star(27, 35, 17, 4.5, 4), fg) + fill(star(45, 17, 8, 2.2, 4), fg),
  asterisk: (fg) => line("M32 12v40M14.7 22l34.6 20M14.7 42l34.6-20", fg, 5),
  sail: (fg) => fill("M31 10v34H13z", fg) + fill("M35 16l16 28H35z", fg) + fill("M11 47h42l-5 7H16z", fg),
  eye: (fg) =>
    line("M9 32c7-11 15-15 23-15s16 4 23 15c-7 11-15 15-23 15S16 43 9 32z", fg) + fill(circle(32, 32, 7), fg),
  mic: (fg) =>
    fill(roundedRect(25, 10, 14, 26, 7), fg) + line("M18 30a14 14 0 0 0 28 0", fg) + line("M32 44v8M25 52h14", fg),
  quill: (fg) =>
    fill("M50 12C34 13 22 24 18 42l5-1c3-10 9-17 17-22-6 6-11 13-14 22 13-3 22-14 24-29z", fg) +
    line("M15 51l11-11", fg, 3.5),
  braces: (fg) =>
    line("M26 13h-3a5 5 0 0 0-5 5v8.5L13 32l5 5.5V46a5 5 0 0 0 5 5h3", fg) +
    line("M38 13h3a5 5 0 0 1 5 5v8.5l5 5.5-5 5.5V46a5 5 0 0 1-5 5h-3", fg),
  prompt: (fg) => line("M15 21l11 11-11 11", fg, 5) + line("M31 45h18", fg, 5),
  plane: (fg, bg) => fill("M10 30.5L54 12 42 53l-10.5-15.5z", fg) + line("M31.5 37.5L53 13", bg, 2.5),
  chevrons: (fg) => line("M21 19L8 32l13 13M43 19l13 13-13 13", fg, 5) + line("M36 14l-8 36", fg, 4),
  cube: (fg) => line(`${polygon(32, 32, 20, 6)}M32 32v20M32 32l-17.3-10M32 32l17.3-10`, fg),
  window: (fg) =>
    line(roundedRect(11, 14, 42, 36, 5), fg) +
    line("M11 25h42", fg) +
    fill(circle(17.5, 19.5, 1.8) + circle(23, 19.5, 1.8) + circle(28.5, 19.5, 1.8), fg) +
    line("M19 35h14M19 42h22", fg, 3.5),
  palette: (fg) =>
    fill(
      `M32 11c-12 0-21 9-21 21s9 21 21 21c3 0 4.5-1.8 4.5-4 0-3-2.5-4-2.5-6.5 0-2 1.6-3.5 3.6-3.5H44c5.5 0 9-3.5 9-8.5C53 19.5 43.6 11 32 11z${circle(21, 31, 3.5)}${circle(25.5, 21, 3.5)}${circle(36, 18.5, 3.5)}${circle(44.5, 25.5, 3.5)}`,
      fg,
    ),
  nib: (fg, bg) =>
    fill(`M32 8l14 21-7 24H25l-7-24z${circle(32, 33, 4)}`, fg) +
    line("M32 37v16", bg, 2.5) +
    fill(roundedRect(24, 53, 16, 4, 2), fg),
  leaf: (fg) => fill("M50 12C28 12 14 22 14 38c0 5 1.5 9 4 12 3-12 11-21 22-27-9 7-15 16-18 29 20 2 30-14 28-40z", fg),
  image: (fg) =>
    line(roundedRect(11, 13, 42, 38, 5), fg) + fill("M15 47l12-15 9 10 5-5 8 10z", fg) + fill(circle(42, 24, 4.5), fg),
  bezier: (fg) =>
    line("M15 47C22 17 42 47 49 17", fg) +
    line("M15 47L15 28M49 17V36", fg, 2) +
    fill(roundedRect(10, 42, 10, 10, 2) + roundedRect(44, 12, 10, 10, 2) + circle(15, 26, 3) + circle(49, 38, 3), fg),
  camera: (fg) =>
    fill(
      `M22 19l3-6h14l3 6h7a5 5 0 0 1 5 5v22a5 5 0 0 1-5 5H15a5 5 0 0 1-5-5V24a5 5 0 0 1 5-5z${circle(32, 34, 11)}`,
      fg,
    ) + fill(circle(32, 34, 6), fg),
  shapes: (fg) => fill(circle(22, 23, 9), fg) + fill(roundedRect(36, 14, 17, 17, 3), fg) + fill("M32 34l12 19H20z", fg),
  doc: (fg) => line("M19 11h18l9 9v33H19zM37 11v9h9", fg, 3.5) + line("M25 31h15M25 38h15M25 45h9", fg, 3.5),
  checkCircle: (fg) => line(circle(32, 32, 20), fg) + line("M22.5 32.5l7 7 12.5-13.5", fg, 5),
  tiles: (fg) =>
    fill(
      roundedRect(13, 13, 17, 17, 2.5) +
        roundedRect(34, 13, 17, 17, 2.5) +
        roundedRect(13, 34, 17, 17, 2.5) +
        roundedRect(34, 34, 17, 17, 2.5),
      fg,
    ),
  checklist: (fg) =>
    line("M13 20l3.5 3.5 6.5-7M13 34l3.5 3.5 6.5-7M13 48l3.5 3.5 6.5-7", fg, 3.5) +
    line("M30 20h21M30 34h21M30 48h15", fg),
  book: (fg) => line("M32 19c-5-4-12-5-21-4v32c9-1 16 0 21 4 5-4 12-5 21-4V15c-9-1-16 0-21 4zM32 19v32", fg, 3.5),
  gradCap: (fg) =>
    fill("M32 13L7 25.5 32 38l25-12.5z", fg) +
    fill("M17 33v9c0 4.5 7 8.5 15 8.5s15-4 15-8.5v-9l-15 7.5z", fg) +
    line("M53 28v14", fg, 3),
  bulb: (fg) =>
    fill("M32 9a16 16 0 0 0-9.5 28.9c2 1.5 3.5 3.5 3.5 6.1h12c0-2.6 1.5-4.6 3.5-6.1A16 16 0 0 0 32 9z", fg) +
    fill(roundedRect(26, 47, 12, 3.5, 1.75) + roundedRect(28, 52.5, 8, 3.5, 1.75), fg),
  medal: (fg, bg) =>
    fill("M19 9h10l7 15H26zM45 9H35l-7 15h10z", fg, 0.75) +
    fill(circle(32, 38, 15), fg) +
    fill(star(32, 38.5, 8.5, 3.6, 5), bg),
  globe: (fg) =>
    line(circle(32, 32, 20), fg) +
    line("M12 32h40M32 12c-6 5.5-9 12.5-9 20s3 14.5 9 20c6-5.5 9-12.5 9-20s-3-14.5-9-20z", fg, 3.5),
  note: (fg) => line("M27 44V17l22-5v27", fg, 4) + fill(circle(21, 44, 7) + circle(43, 39, 7), fg),
  headphones: (fg) =>
    line("M14 42v-8a18 18 0 0 1 36 0v8", fg) +
    fill(roundedRect(10, 35, 11, 18, 4) + roundedRect(43, 35, 11, 18, 4), fg),
  vinyl: (fg, bg) =>
    fill(circle(32, 32, 21), fg) +
    line(circle(32, 32, 15), bg, 1.5) +
    fill(circle(32, 32, 8), bg) +
    fill(circle(32, 32, 3), fg),
  sliders: (fg) =>
    line("M18 12v40M32 12v40M46 12v40", fg, 3) +
    fill(roundedRect(12, 34, 12, 7, 2.5) + roundedRect(26, 18, 12, 7, 2.5) + roundedRect(40, 40, 12, 7, 2.5), fg),
  brand: (fg) => line("M22 48V16h13a10 10 0 0 1 0 20H22", fg, 6),
} satisfies Record<string, Glyph>;

export type GlyphName = keyof typeof GLYPHS;
type Mark = { glyph: GlyphName; bg: string; fg?: string; border?: string };

/** One mark per seeded service (worker/seed/seed.ts SEED_SERVICES), by name. */
export const DEMO_MARKS: Record<string, Mark> = {
  "Netflix Premium": { glyph: "play", bg: "#141414", fg: "#e50914" },
  "Disney Plus": { glyph: "arcStar", bg: "#0e2b8c" },
  "Prime Video": { glyph: "playCircle", bg: "#00a8e1" },
  "HBO Max": { glyph: "screen", bg: "#5822b4" },
  "Viu Premium": { glyph: "filmStrip", bg: "#ffbf00", fg: "#1a1a1a" },
  "Vidio Platinum": { glyph: "clapper", bg: "#e4202a" },
  "WeTV VIP": { glyph: "playStack", bg: "#ff3f6c" },
  Crunchyroll: { glyph: "crescent", bg: "#f47521" },
  "ChatGPT Plus": { glyph: "chat", bg: "#10a37f" },
  "Claude Pro": { glyph: "spark", bg: "#d97757" },
  "Gemini Advanced": { glyph: "twinSpark", bg: "#1a73e8" },
  "Perplexity Pro": { glyph: "asterisk", bg: "#1b2428", fg: "#20b8cd" },
  Midjourney: { glyph: "sail", bg: "#0b0b0f" },
  "Leonardo AI": { glyph: "eye", bg: "#6d28d9" },
  ElevenLabs: { glyph: "mic", bg: "#f2f2f2", fg: "#111111", border: "#dddddd" },
  "Quillbot Premium": { glyph: "quill", bg: "#499557" },
  "GitHub Copilot": { glyph: "braces", bg: "#24292f" },
  "JetBrains All Products": { glyph: "prompt", bg: "#ff318c" },
  "Postman Pro": { glyph: "plane", bg: "#ff6c37" },
  "Tabnine Pro": { glyph: "chevrons", bg: "#6b5cff" },
  "Replit Core": { glyph: "cube", bg: "#0e1525", fg: "#f26207" },
  "Frontend Masters": { glyph: "window", bg: "#c02d28" },
  "Canva Pro": { glyph: "palette", bg: "#00c4cc" },
  "Figma Professional": { glyph: "nib", bg: "#a259ff" },
  "Envato Elements": { glyph: "leaf", bg: "#82b541" },
  "Freepik Premium": { glyph: "image", bg: "#1273eb" },
  "Adobe Express": { glyph: "bezier", bg: "#e0245e" },
  Shutterstock: { glyph: "camera", bg: "#1e1e1e", fg: "#ee2b24" },
  "Flaticon Premium": { glyph: "shapes", bg: "#14a673" },
  "Notion Plus": { glyph: "doc", bg: "#f7f6f3", fg: "#191919", border: "#e3e2de" },
  "Grammarly Premium": { glyph: "checkCircle", bg: "#15c39a" },
  "Microsoft 365": { glyph: "tiles", bg: "#0078d4" },
  "Todoist Pro": { glyph: "checklist", bg: "#e44332" },
  Scribd: { glyph: "book", bg: "#1e7b85" },
  "Coursera Plus": { glyph: "gradCap", bg: "#0056d2" },
  Skillshare: { glyph: "bulb", bg: "#00a85a" },
  "Udemy Personal Plan": { glyph: "medal", bg: "#a435f0" },
  "Duolingo Super": { glyph: "globe", bg: "#58cc02" },
  "Spotify Premium": { glyph: "note", bg: "#1db954", fg: "#121212" },
  "YouTube Premium": { glyph: "headphones", bg: "#ff0000" },
  "Apple Music": { glyph: "vinyl", bg: "#fa243c" },
  "Tidal HiFi": { glyph: "sliders", bg: "#000000" },
  // The local demo site is the product's own: its logo mark (panel/src/components/brand-mark.tsx).
  "PremiumHub Demo Site": { glyph: "brand", bg: "#4f46e5" },
};

/** A service outside the list above gets its category's picture. */
const CATEGORY_GLYPHS: Record<string, GlyphName> = {
  Streaming: "play",
  "AI Tools": "spark",
  "Developer Tools": "braces",
  Design: "nib",
  Productivity: "checklist",
  Education: "gradCap",
  Music: "note",
};

/** The 64×64 SVG of a mark. */
export function markSvg({ glyph, bg, fg = "#ffffff", border }: Mark): string {
  const tile = fill(roundedRect(0, 0, 64, 64, 14), bg) + (border ? line(roundedRect(1, 1, 62, 62, 13), border, 2) : "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${tile}${GLYPHS[glyph](fg, bg)}</svg>`;
}

/** The demo logo of a seeded service, as a data: URL. */
export function demoLogo(name: string, category?: string): string {
  const mark = DEMO_MARKS[name] ?? {
    glyph: CATEGORY_GLYPHS[category ?? ""] ?? "spark",
    bg: "#4f46e5",
  };
  return `data:image/svg+xml,${encodeURIComponent(markSvg(mark))}`;
}
