import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium the suite drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download. With none of them the run fails loudly instead of skipping.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright uses its own browser.
  throw new Error(
    "No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` " +
      "(Debian) or `npx playwright install chromium`, or point CHROMIUM_PATH at a Chromium binary.",
  );
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
