import { THEME_BOOT_SCRIPT } from "./theme.ts";

/** FNV-1a of the script, for a file name that changes with it (the assets are cached for a year). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The boot script's path in a build's assets folder (`dir`), without the base. */
export function themeBootFile(dir: string): string {
  return `${dir}/theme-${shortHash(THEME_BOOT_SCRIPT)}.js`;
}

type DevRequest = { url?: string | undefined };
type DevResponse = { setHeader(name: string, value: string): unknown; end(body: string): unknown };

/**
 * A Vite plugin (panel and marketing site) that writes THEME_BOOT_SCRIPT into the build as
 * `dir/theme-<hash>.js`, serves it in dev, and with `html`, puts its <script> first in the head of
 * index.html (the marketing layout writes its own tag, with themeBootFile).
 */
export function themeBootPlugin({ dir, html = false }: { dir: string; html?: boolean }) {
  const file = themeBootFile(dir);
  let base = "/";
  return {
    name: "theme-boot",
    configResolved(config: { base: string }) {
      base = config.base;
    },
    configureServer(server: {
      middlewares: { use(handle: (req: DevRequest, res: DevResponse, next: () => void) => void): unknown };
    }) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== `${base}${file}`) return next();
        res.setHeader("Content-Type", "text/javascript");
        res.end(THEME_BOOT_SCRIPT);
      });
    },
    generateBundle(this: { emitFile(asset: { type: "asset"; fileName: string; source: string }): string }) {
      this.emitFile({ type: "asset", fileName: file, source: THEME_BOOT_SCRIPT });
    },
    transformIndexHtml: html
      ? () => [{ tag: "script", attrs: { src: `${base}${file}` }, injectTo: "head-prepend" as const }]
      : undefined,
  };
}
