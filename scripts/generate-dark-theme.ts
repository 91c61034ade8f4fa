import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes shared/src/styles/dark.css: the dark theme of the marketing site and the panel (issue 28)
 * as new values of the Tailwind colour variables the two apps use, so every `bg-white`,
 * `text-slate-900` or `bg-brand-600 text-white` turns dark without a `dark:` class anywhere.
 *
 * Each colour keeps its hue and gets the luminance that inverts contrast: with Y the WCAG relative
 * luminance, Y' + 0.05 = k / (Y + 0.05), where k puts white on the dark page colour. Any two
 * colours then have the same contrast ratio in the dark theme as in the light one (the ratio
 * (Y1 + 0.05) / (Y2 + 0.05) becomes its own inverse), so what is AA in light stays AA in dark:
 * slate-500 on white, white on brand-600, red-900 on red-50 alike. Black (unused but for
 * shadows) is left alone. Run after changing the brand colours: npx tsx scripts/generate-dark-theme.ts
 */

const root = path.resolve(import.meta.dirname, "..");
export const DARK_CSS = path.join(root, "shared/src/styles/dark.css");
/** The palettes the apps' classes use (grep the sources when adding one). */
const PALETTES = ["slate", "brand", "red", "amber", "green", "emerald", "sky", "rose", "blue"] as const;
/**
 * The luminance of the dark page: `white` becomes it. Darker than slate-900 (0.0095), so that
 * slate-900 text still differs from slate-950 (only colours darker than the page turn pure white).
 */
const PAGE_LUMINANCE = 0.0065;
/** White has no hue: the dark page takes slate's, a little less saturated. */
const PAGE_TINT = { c: 0.01, h: 264 };
/** Dark tints get more chroma than their pale originals, or a red-50 notice would read as grey. */
const DARK_TINT_CHROMA = 2.2;

type Rgb = [number, number, number];
type Oklch = { l: number; c: number; h: number };

const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b; // of linear sRGB
}

export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** OKLCH (l in 0–1) to linear sRGB, possibly out of gamut. */
export function oklchToLinear({ l, c, h }: Oklch): Rgb {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

function linearToOklch([r, g, b]: Rgb): Oklch {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360 };
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-6 && v <= 1 + 1e-6);

/** Parses the forms of the theme files: `oklch(97.1% 0.013 17.38)`, `#4f46e5` and `#fff`. */
export function parseColour(value: string): Oklch {
  const ok = /^oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)$/.exec(value.trim());
  if (ok) return { l: Number(ok[1]) / 100, c: Number(ok[2]), h: Number(ok[3]) };
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) throw new Error(`Unknown colour ${value}`);
  const n = Number.parseInt(hex.length === 3 ? hex.replace(/./g, "$&$&") : hex, 16);
  return linearToOklch([n >> 16, (n >> 8) & 255, n & 255].map((v) => srgbToLinear(v / 255)) as Rgb);
}

/** The largest chroma up to `c` that is in sRGB at this lightness and hue. */
function fitChroma(l: number, c: number, h: number): number {
  if (inGamut(oklchToLinear({ l, c, h }))) return c;
  let lo = 0;
  let hi = c;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (inGamut(oklchToLinear({ l, c: mid, h }))) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The colour of this hue (chroma at most `c`) whose luminance is `target`. */
function withLuminance(target: number, c: number, h: number): Oklch {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    const y = luminance(oklchToLinear({ l: mid, c: fitChroma(mid, c, h), h }));
    if (y < target) lo = mid;
    else hi = mid;
  }
  // Rounded as written (4 decimals of chroma), then fitted again so the browser clips nothing.
  const l = Math.round(hi * 1e5) / 1e5;
  return { l, c: Math.floor(fitChroma(l, c, h) * 1e4) / 1e4, h };
}

const K = 1.05 * (PAGE_LUMINANCE + 0.05);
/** The dark theme's luminance for a light theme's one: contrast ratios are kept (see above). */
export const invertLuminance = (y: number) => Math.min(1, K / (y + 0.05) - 0.05);

export function darkColour(light: Oklch): Oklch {
  if (light.c < 1e-4 && light.l > 0.999) return withLuminance(PAGE_LUMINANCE, PAGE_TINT.c, PAGE_TINT.h);
  const y = luminance(oklchToLinear(light));
  const target = invertLuminance(y);
  const chroma = target < y ? light.c * DARK_TINT_CHROMA : light.c;
  return withLuminance(target, chroma, light.h);
}

/** As Biome formats CSS numbers: no trailing zeros. */
const decimals = (value: number, digits: number) => String(Number(value.toFixed(digits)));
export const formatOklch = ({ l, c, h }: Oklch) =>
  `oklch(${decimals(l * 100, 3)}% ${decimals(c, 4)} ${decimals(h, 3)})`;

function themeColours(file: string): Map<string, string> {
  const colours = new Map<string, string>();
  for (const match of readFileSync(file, "utf8").matchAll(/--color-([a-z]+-\d+|white): ([^;]+);/g)) {
    if (match[1] && match[2]) colours.set(match[1], match[2]);
  }
  return colours;
}

/** The light theme's colours of the apps: Tailwind's and the brand's. */
export function lightColours(): Map<string, string> {
  return new Map([
    ...themeColours(path.join(root, "node_modules/tailwindcss/theme.css")),
    ...themeColours(path.join(root, "shared/src/styles/brand.css")),
  ]);
}

/** The text of dark.css. */
export function darkThemeCss(): string {
  const colours = lightColours();
  const names = ["white", ...[...colours.keys()].filter((name) => PALETTES.some((p) => name.startsWith(`${p}-`)))];
  const declarations = names
    .map((name) => {
      const light = colours.get(name) ?? "";
      return `    --color-${name}: light-dark(${light}, ${formatOklch(darkColour(parseColour(light)))});`;
    })
    .join("\n");
  return `/*
 * Dark theme of the marketing site and the panel (issue 28), imported by both after brand.css.
 * GENERATED by scripts/generate-dark-theme.ts (which says how): do not edit the colours by hand.
 *
 * Each colour variable holds its light and its dark value, light-dark(light, dark), and the
 * element's color-scheme picks one: the system's, unless <html data-theme> says "light" or "dark"
 * (the theme switch; shared/src/theme.ts sets the attribute before first paint). The colour
 * utilities read these variables, so the same classes serve both themes, at the same contrast.
 * \`dark:\` is the variant for the few things that differ otherwise.
 */
@custom-variant dark {
  &:where([data-theme="dark"], [data-theme="dark"] *) {
    @slot;
  }
  @media (prefers-color-scheme: dark) {
    &:where(:root:not([data-theme="light"]), :root:not([data-theme="light"]) *) {
      @slot;
    }
  }
}

@layer base {
  :root {
    color-scheme: light dark;
${declarations}
  }
  :root[data-theme="light"] {
    color-scheme: light;
  }
  :root[data-theme="dark"] {
    color-scheme: dark;
  }
  /* A band that is dark in the light theme already (a call to action, a video's frame) keeps the
     light theme's colours in both: <section data-light-palette>. */
  [data-light-palette] {
    color-scheme: light;
  }
}
`;
}

function main(): void {
  writeFileSync(DARK_CSS, darkThemeCss());
  console.log(`Wrote ${path.relative(root, DARK_CSS)}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
