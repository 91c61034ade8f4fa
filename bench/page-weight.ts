import { gzipSync } from "node:zlib";

/** The landing page's budgets (gzip bytes, 1 KB = 1000 B): checked here and in e2e. */
export const PAGE_WEIGHT_BUDGET = {
  javascriptBeforeInteraction: 30_000,
  htmlAndCss: 60_000,
} as const;

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

/**
 * Gzip bytes of the JavaScript a page loads before any interaction: its module scripts, their
 * modulepreloads and, transitively, their static imports (dynamic `import()` is not counted).
 */
export async function javascriptBeforeInteraction(pageUrl: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const queue = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => new URL(m[1] as string, pageUrl).href);
  const seen = new Set<string>();
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(url)).text();
    gzipBytes += gzipSync(code).length;
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(new URL(match[1] as string, url).href);
  }
  return { files: seen.size, gzipBytes };
}

/** Gzip bytes of the HTML document and the stylesheets it links. */
export async function htmlAndCss(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  let bytes = gzipSync(html).length;
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    bytes += gzipSync(await (await fetch(new URL(m[1] as string, pageUrl))).text()).length;
  }
  return bytes;
}
