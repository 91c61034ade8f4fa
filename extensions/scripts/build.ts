/**
 * Builds both extensions into unpacked folders and zips, for Chrome (and Edge) and for Firefox
 * (decision 059), from the same sources:
 *   <out>/core/, <out>/helper/, <out>/core.zip, <out>/helper.zip, <out>/ids.json
 *   <out>/firefox/core/, <out>/firefox/helper/, <out>/firefox/core.xpi, <out>/firefox/helper.xpi,
 *   <out>/firefox/ids.json
 * Environment (all optional):
 *   EXTENSION_VERSION      version of both (default: package.json "version")
 *   EXTENSION_OUT_DIR      output folder (default: extensions/dist; a relative path is taken from
 *                          the folder npm was started in, INIT_CWD, else the current folder)
 *   EXTENSION_APP_ORIGINS  comma-separated panel origins the extensions trust
 *                          (default: http://localhost:8787,http://127.0.0.1:8787)
 *   EXTENSION_FIREFOX_UPDATE_URL  the Firefox builds' update_url: an https URL, or "none" for a
 *                          build to upload to addons.mozilla.org (default: the first origin's
 *                          update manifest when it is https, else none)
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build as esbuild } from "esbuild";
import { zipSync } from "fflate";
import { FIREFOX_EXTENSION_IDS } from "../firefox-ids.ts";
import { EXTENSION_IDS } from "../ids.ts";
import { chromeMessages, LOCALES } from "../src/i18n/locales.ts";
import { BROWSER_TARGETS, type BrowserTarget } from "../src/shared/browser.ts";
import { EXTENSION_NAMES, type ExtensionName } from "../src/shared/extension-id.ts";
import { matchPattern, parseAppOrigins } from "../src/shared/origins.ts";
import { FIREFOX_ESBUILD_TARGET, firefoxManifest, firefoxUpdateUrl } from "./firefox.ts";
import { computedIds, manifestKey, PACKAGE_DIR } from "./keys.ts";
import { drawIcon, ICON_SIZES } from "./png.ts";

export interface BuildOptions {
  outDir: string;
  version: string;
  appOrigins: readonly string[];
  /** Also write <out>/<name>.zip and <out>/firefox/<name>.xpi (default true). */
  zip?: boolean;
  /** The browsers to build for (default both: Chrome, whose build Edge uses too, and Firefox). */
  browsers?: readonly BrowserTarget[];
  /** The Firefox builds' `update_url` (default from the origins: `firefoxUpdateUrl`). */
  firefoxUpdateUrl?: string | null;
  log?: (line: string) => void;
}

export interface BuildResult {
  outDir: string;
  ids: Record<ExtensionName, string>;
  version: string;
}

const SRC = join(PACKAGE_DIR, "src");
/** Every file of a zip gets this time, so that the same sources give the same zip. */
const ZIP_TIME = new Date("2020-01-01T00:00:00Z");

/** Chrome's manifest version: one to four dot-separated integers 0-65535, no leading zeros. */
export function isChromeVersion(version: string): boolean {
  const parts = version.split(".");
  return (
    parts.length >= 1 &&
    parts.length <= 4 &&
    parts.every((p) => /^(0|[1-9]\d{0,4})$/.test(p) && Number(p) <= 65535) &&
    parts.some((p) => p !== "0")
  );
}

export function manifestFor(
  name: ExtensionName,
  { version, appOrigins, ids }: { version: string; appOrigins: readonly string[]; ids: Record<ExtensionName, string> },
): Record<string, unknown> {
  const matches = appOrigins.map(matchPattern);
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icons/${size}.png`]));
  const common = {
    manifest_version: 3,
    name: `__MSG_${name}Name__`,
    description: `__MSG_${name}Description__`,
    version,
    default_locale: "en",
    minimum_chrome_version: "120",
    key: manifestKey(name),
    icons,
    background: { service_worker: "background.js", type: "module" },
    content_scripts: [{ matches, js: ["hello.js"], run_at: "document_idle", all_frames: false }],
  };
  if (name === "core") {
    return {
      ...common,
      action: { default_popup: "popup.html", default_title: "__MSG_actionTitle__", default_icon: icons },
      // declarativeNetRequest: the shared account's own pages are blocked while its session is
      // applied; scripting and browsingData: its localStorage entries are written and removed
      // (decision 047).
      permissions: ["cookies", "storage", "alarms", "declarativeNetRequest", "scripting", "browsingData"],
      host_permissions: ["http://*/*", "https://*/*"],
      // The blocking rules redirect a page to this notice: only a web-accessible page may be a target.
      web_accessible_resources: [{ resources: ["blocked.html"], matches: ["http://*/*", "https://*/*"] }],
      externally_connectable: { matches, ids: [ids.helper] },
    };
  }
  return {
    ...common,
    // scripting: at install, its hello reaches the panel pages already open (src/shared/greet.ts).
    permissions: ["management", "storage", "alarms", "scripting"],
    host_permissions: matches,
    externally_connectable: { matches, ids: [ids.core] },
  };
}

/** The folder of a browser's build: Chrome's at the top (as before Firefox), Firefox's in firefox/. */
export function browserDir(outDir: string, browser: BrowserTarget): string {
  return browser === "chrome" ? outDir : join(outDir, "firefox");
}

async function bundle(
  name: ExtensionName,
  dir: string,
  define: Record<string, string>,
  browser: BrowserTarget,
): Promise<void> {
  const common = {
    bundle: true,
    outdir: dir,
    target: [browser === "firefox" ? FIREFOX_ESBUILD_TARGET : "chrome120"],
    define,
    charset: "utf8" as const,
    legalComments: "none" as const,
    minify: false,
    logLevel: "warning" as const,
  };
  const modules: Record<string, string> = { background: join(SRC, name, "background.ts") };
  if (name === "core") {
    modules.popup = join(SRC, "core", "popup.ts");
    modules.blocked = join(SRC, "core", "blocked.ts");
  }
  // Firefox runs the background as a classic script (background.scripts, decision 059).
  await esbuild({ ...common, entryPoints: modules, format: browser === "firefox" ? "iife" : "esm" });
  // Content scripts are classic scripts: no module syntax allowed.
  const contentScripts: Record<string, string> = { hello: join(SRC, name, "hello.ts") };
  // Firefox: the relay of the panel's requests (no externally_connectable there).
  if (browser === "firefox" && name === "core") contentScripts.relay = join(SRC, "core", "relay.ts");
  await esbuild({ ...common, entryPoints: contentScripts, format: "iife" });
}

async function filesOf(dir: string, base = dir): Promise<string[]> {
  const { readdir } = await import("node:fs/promises");
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesOf(path, base)));
    else files.push(relative(base, path).split("\\").join("/"));
  }
  return files.sort();
}

async function zipFolder(dir: string, target: string): Promise<void> {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const file of await filesOf(dir)) entries[file] = [await readFile(join(dir, file)), { mtime: ZIP_TIME }];
  await writeFile(target, zipSync(entries, { level: 9 }));
}

export async function buildExtensions(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => undefined);
  const { version, appOrigins } = options;
  const outDir = resolve(options.outDir);
  if (!isChromeVersion(version)) throw new Error(`Not a Chrome extension version: "${version}"`);
  if (appOrigins.length === 0) throw new Error("No app origins");

  const ids = computedIds();
  for (const name of EXTENSION_NAMES) {
    if (ids[name] !== EXTENSION_IDS[name])
      throw new Error(`extensions/ids.ts is stale for ${name}: run \`npm run keys -w extensions\``);
  }
  await mkdir(outDir, { recursive: true });
  const updateUrl = options.firefoxUpdateUrl === undefined ? firefoxUpdateUrl(appOrigins) : options.firefoxUpdateUrl;
  const browsers = BROWSER_TARGETS.filter((b) => (options.browsers ?? BROWSER_TARGETS).includes(b));
  for (const browser of browsers) {
    const define = {
      __APP_ORIGINS__: JSON.stringify(appOrigins),
      __EXTENSION_VERSION__: JSON.stringify(version),
      __BROWSER__: JSON.stringify(browser),
    };
    const base = browserDir(outDir, browser);
    for (const name of EXTENSION_NAMES) {
      await buildOne({ name, browser, dir: join(base, name), define, version, appOrigins, ids, updateUrl });
      const packageFile = browser === "firefox" ? `${name}.xpi` : `${name}.zip`;
      if (options.zip !== false) {
        await zipFolder(join(base, name), join(base, packageFile));
        log(`${browser} ${name} ${version} (${idsOf(browser, ids)[name]}) → ${join(base, name)}, ${packageFile}`);
      } else {
        log(`${browser} ${name} ${version} (${idsOf(browser, ids)[name]}) → ${join(base, name)}`);
      }
    }
    await writeFile(join(base, "ids.json"), `${JSON.stringify(idsOf(browser, ids), null, 2)}\n`);
  }
  return { outDir, ids, version };
}

function idsOf(browser: BrowserTarget, chromeIds: Record<ExtensionName, string>): Record<ExtensionName, string> {
  return browser === "firefox" ? { ...FIREFOX_EXTENSION_IDS } : chromeIds;
}

async function buildOne({
  name,
  browser,
  dir,
  define,
  version,
  appOrigins,
  ids,
  updateUrl,
}: {
  name: ExtensionName;
  browser: BrowserTarget;
  dir: string;
  define: Record<string, string>;
  version: string;
  appOrigins: readonly string[];
  ids: Record<ExtensionName, string>;
  updateUrl: string | null;
}): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, "icons"), { recursive: true });
  await bundle(name, dir, define, browser);
  if (name === "core") {
    const html = await readFile(join(SRC, "core", "popup.html"), "utf8");
    await writeFile(join(dir, "popup.html"), html.replaceAll("__APP_ORIGIN__", appOrigins[0] as string));
    await writeFile(join(dir, "popup.css"), await readFile(join(SRC, "core", "popup.css")));
    await writeFile(join(dir, "blocked.html"), await readFile(join(SRC, "core", "blocked.html")));
    await writeFile(join(dir, "blocked.css"), await readFile(join(SRC, "core", "blocked.css")));
  }
  for (const size of ICON_SIZES) await writeFile(join(dir, "icons", `${size}.png`), drawIcon(name, size));
  for (const [locale, dictionary] of Object.entries(LOCALES)) {
    await mkdir(join(dir, "_locales", locale), { recursive: true });
    await writeFile(
      join(dir, "_locales", locale, "messages.json"),
      `${JSON.stringify(chromeMessages(dictionary), null, 2)}\n`,
    );
  }
  const chromeManifest = manifestFor(name, { version, appOrigins, ids });
  const manifest =
    browser === "firefox" ? firefoxManifest(name, chromeManifest, appOrigins, updateUrl) : chromeManifest;
  await writeFile(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The options the environment asks for (see the comment at the top). */
export async function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<BuildOptions> {
  const pkg = JSON.parse(await readFile(join(PACKAGE_DIR, "package.json"), "utf8")) as { version: string };
  const outDir = env.EXTENSION_OUT_DIR?.trim()
    ? resolve(env.INIT_CWD ?? process.cwd(), env.EXTENSION_OUT_DIR.trim())
    : join(PACKAGE_DIR, "dist");
  const appOrigins = parseAppOrigins(env.EXTENSION_APP_ORIGINS);
  const options: BuildOptions = { outDir, version: env.EXTENSION_VERSION?.trim() || pkg.version, appOrigins };
  if (env.EXTENSION_FIREFOX_UPDATE_URL?.trim())
    options.firefoxUpdateUrl = firefoxUpdateUrl(appOrigins, env.EXTENSION_FIREFOX_UPDATE_URL);
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const options = await optionsFromEnv();
  console.log(`extensions: origins ${options.appOrigins.join(", ")}`);
  await buildExtensions({ ...options, log: (line) => console.log(`extensions: ${line}`) });
}
