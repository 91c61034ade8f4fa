import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIREFOX_EXTENSION_IDS } from "../firefox-ids.ts";
import { EXTENSION_IDS } from "../ids.ts";
import { buildExtensions, isChromeVersion, optionsFromEnv } from "../scripts/build.ts";
import { FIREFOX_MIN_VERSION, firefoxMatches, firefoxMatchPattern, firefoxUpdateUrl } from "../scripts/firefox.ts";
import { extensionId } from "./shared/extension-id.ts";

const ORIGINS = ["http://localhost:8787", "https://app.example.com"];
let outDir = "";

async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(outDir, path), "utf8")) as Record<string, unknown>;
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "ext-build-"));
  await buildExtensions({ outDir, version: "2.3.4", appOrigins: ORIGINS });
}, 60_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe("build", () => {
  it("writes ids.json with the committed ids", async () => {
    expect(await readJson("ids.json")).toEqual(EXTENSION_IDS);
  });

  it("makes the Access manifest with exactly its permissions", async () => {
    const m = await readJson("core/manifest.json");
    expect(m.manifest_version).toBe(3);
    expect(m.version).toBe("2.3.4");
    expect(m.name).toBe("__MSG_coreName__");
    expect(m.default_locale).toBe("en");
    expect(extensionId(m.key as string)).toBe(EXTENSION_IDS.core);
    expect(m.permissions).toEqual([
      "cookies",
      "storage",
      "alarms",
      "declarativeNetRequest",
      "scripting",
      "browsingData",
    ]);
    expect(m.web_accessible_resources).toEqual([
      { resources: ["blocked.html"], matches: ["http://*/*", "https://*/*"] },
    ]);
    expect(m.host_permissions).toEqual(["http://*/*", "https://*/*"]);
    expect(m.externally_connectable).toEqual({
      matches: ["http://localhost:8787/*", "https://app.example.com/*"],
      ids: [EXTENSION_IDS.helper],
    });
    expect(m.background).toEqual({ service_worker: "background.js", type: "module" });
    expect(m.content_scripts).toEqual([
      {
        matches: ["http://localhost:8787/*", "https://app.example.com/*"],
        js: ["hello.js"],
        run_at: "document_idle",
        all_frames: false,
      },
    ]);
    expect((m.action as { default_popup: string }).default_popup).toBe("popup.html");
  });

  it("makes the Session Helper manifest with exactly its permissions", async () => {
    const m = await readJson("helper/manifest.json");
    expect(m.name).toBe("__MSG_helperName__");
    expect(m.version).toBe("2.3.4");
    expect(extensionId(m.key as string)).toBe(EXTENSION_IDS.helper);
    expect(m.permissions).toEqual(["management", "storage", "alarms", "scripting"]);
    expect(m.host_permissions).toEqual(["http://localhost:8787/*", "https://app.example.com/*"]);
    expect(m.externally_connectable).toEqual({
      matches: ["http://localhost:8787/*", "https://app.example.com/*"],
      ids: [EXTENSION_IDS.core],
    });
    expect(m).not.toHaveProperty("action");
  });

  it("bakes the version and origins into the scripts, with no module syntax in content scripts", async () => {
    const background = await readFile(join(outDir, "core", "background.js"), "utf8");
    expect(background).toContain('"https://app.example.com"');
    expect(background).toContain('"2.3.4"');
    const code = background.replace(/^\s*\/\/.*$/gm, "");
    expect(code).not.toMatch(/__APP_ORIGINS__|__EXTENSION_VERSION__/);
    expect(code).not.toMatch(/^export\s/m);
    for (const name of ["core", "helper"]) {
      const hello = await readFile(join(outDir, name, "hello.js"), "utf8");
      expect(hello).not.toMatch(/^\s*(import|export)\s/m);
      expect(hello).toContain('"2.3.4"');
    }
    const popup = await readFile(join(outDir, "core", "popup.html"), "utf8");
    expect(popup).toContain('href="http://localhost:8787/panel"');
    expect(popup).not.toMatch(/<script(?![^>]*src=)/); // no inline script (MV3 CSP)
  });

  it("writes both locales and every icon as a PNG of the right size", async () => {
    for (const name of ["core", "helper"]) {
      const en = await readJson(`${name}/_locales/en/messages.json`);
      const id = await readJson(`${name}/_locales/id/messages.json`);
      expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
      expect(en[`${name}Name`]).toBeDefined();
      for (const size of [16, 32, 48, 128]) {
        const png = await readFile(join(outDir, name, "icons", `${size}.png`));
        expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
        expect(png.readUInt32BE(16)).toBe(size);
        expect(png.readUInt32BE(20)).toBe(size);
      }
    }
    const core = await readFile(join(outDir, "core", "icons", "48.png"));
    const helper = await readFile(join(outDir, "helper", "icons", "48.png"));
    expect(core.equals(helper)).toBe(false);
  });

  it("keeps Firefox's keys out of the Chrome manifests", async () => {
    for (const name of ["core", "helper"]) {
      const m = await readJson(`${name}/manifest.json`);
      expect(m).not.toHaveProperty("browser_specific_settings");
      expect(m.minimum_chrome_version).toBe("120");
      const hello = await readFile(join(outDir, name, "hello.js"), "utf8");
      expect(hello).toContain('"chrome"');
    }
    await expect(readFile(join(outDir, "core", "relay.js"))).rejects.toThrow();
  });

  it("zips each folder with manifest.json at the root", async () => {
    for (const name of ["core", "helper"]) {
      const files = unzipSync(new Uint8Array(await readFile(join(outDir, `${name}.zip`))));
      expect(Object.keys(files)).toContain("manifest.json");
      expect(Object.keys(files)).toContain("_locales/id/messages.json");
      const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as { version: string };
      expect(manifest.version).toBe("2.3.4");
    }
  });

  it("ships the popup's and the protected-page notice's pages with their styles", async () => {
    const files = Object.keys(unzipSync(new Uint8Array(await readFile(join(outDir, "core.zip")))));
    expect(files).toEqual(
      expect.arrayContaining(["popup.html", "popup.css", "popup.js", "blocked.html", "blocked.css", "blocked.js"]),
    );
    const popup = await readFile(join(outDir, "core", "popup.html"), "utf8");
    expect(popup).toContain('href="http://localhost:8787/panel"');
    expect(popup).not.toContain("__APP_ORIGIN__");
  });
});

describe("Firefox build", () => {
  it("writes firefox/{core,helper}, their .xpi and the gecko ids", async () => {
    expect(await readJson("firefox/ids.json")).toEqual(FIREFOX_EXTENSION_IDS);
    for (const name of ["core", "helper"] as const) {
      const files = unzipSync(new Uint8Array(await readFile(join(outDir, "firefox", `${name}.xpi`))));
      expect(Object.keys(files)).toContain("manifest.json");
      expect(Object.keys(files)).toContain("background.js");
      const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as Record<string, unknown>;
      expect(manifest).toEqual(await readJson(`firefox/${name}/manifest.json`));
    }
  });

  it("gives the Access extension the Chrome permissions, a gecko id, an event page and the relay", async () => {
    const chrome = await readJson("core/manifest.json");
    const m = await readJson("firefox/core/manifest.json");
    expect(m.browser_specific_settings).toEqual({
      gecko: {
        id: FIREFOX_EXTENSION_IDS.core,
        strict_min_version: FIREFOX_MIN_VERSION,
        data_collection_permissions: { required: ["authenticationInfo", "websiteActivity"] },
      },
    });
    expect(m.background).toEqual({ scripts: ["background.js"] });
    for (const key of ["key", "minimum_chrome_version", "externally_connectable"]) expect(m).not.toHaveProperty(key);
    for (const key of ["manifest_version", "name", "description", "version", "default_locale", "icons", "action"])
      expect(m[key], key).toEqual(chrome[key]);
    for (const key of ["permissions", "host_permissions", "web_accessible_resources"])
      expect(m[key], key).toEqual(chrome[key]);
    expect(m.content_scripts).toEqual([
      {
        matches: ["http://localhost/*", "https://app.example.com/*"],
        js: ["hello.js", "relay.js"],
        run_at: "document_idle",
        all_frames: false,
      },
    ]);
  });

  it("gives the Session Helper its gecko id and no data collection", async () => {
    const chrome = await readJson("helper/manifest.json");
    const m = await readJson("firefox/helper/manifest.json");
    expect((m.browser_specific_settings as { gecko: unknown }).gecko).toEqual({
      id: FIREFOX_EXTENSION_IDS.helper,
      strict_min_version: FIREFOX_MIN_VERSION,
      data_collection_permissions: { required: ["none"] },
    });
    expect(m.permissions).toEqual(chrome.permissions);
    expect(m.host_permissions).toEqual(["http://localhost/*", "https://app.example.com/*"]);
    expect(m.content_scripts).toEqual([
      {
        matches: ["http://localhost/*", "https://app.example.com/*"],
        js: ["hello.js"],
        run_at: "document_idle",
        all_frames: false,
      },
    ]);
    expect(m).not.toHaveProperty("externally_connectable");
  });

  it("writes match patterns without ports, which Firefox's patterns do not take", () => {
    expect(firefoxMatchPattern("http://localhost:8787")).toBe("http://localhost/*");
    expect(firefoxMatchPattern("https://app.example.com")).toBe("https://app.example.com/*");
    expect(firefoxMatchPattern("https://app.example.com:8443")).toBe("https://app.example.com/*");
    expect(firefoxMatches(["http://localhost:8787", "http://localhost:8799", "http://127.0.0.1:8787"])).toEqual([
      "http://localhost/*",
      "http://127.0.0.1/*",
    ]);
  });

  it("names an update manifest only for self-distributed https builds", async () => {
    // This build's first origin is http: Firefox fetches updates over https only.
    const m = await readJson("firefox/core/manifest.json");
    expect((m.browser_specific_settings as { gecko: object }).gecko).not.toHaveProperty("update_url");
    expect(firefoxUpdateUrl(["https://app.example.com", "http://localhost:8787"])).toBe(
      "https://app.example.com/api/extension/firefox-updates.json",
    );
    expect(firefoxUpdateUrl(["http://localhost:8787", "https://app.example.com"])).toBeNull();
    expect(firefoxUpdateUrl(["https://app.example.com"], "none")).toBeNull();
    expect(firefoxUpdateUrl(["http://localhost:8787"], "https://cdn.example.com/u.json")).toBe(
      "https://cdn.example.com/u.json",
    );
    expect(() => firefoxUpdateUrl(["https://app.example.com"], "http://cdn.example.com/u.json")).toThrow();
  });

  it("bundles classic scripts for Firefox with its ids and no Chrome-only request types", async () => {
    for (const file of ["core/background.js", "core/relay.js", "core/hello.js", "helper/background.js"]) {
      const code = (await readFile(join(outDir, "firefox", file), "utf8")).replace(/^\s*\/\/.*$/gm, "");
      expect(code, file).not.toMatch(/^\s*(import|export)\s/m);
      expect(code, file).not.toMatch(/__BROWSER__|__APP_ORIGINS__/);
    }
    const background = await readFile(join(outDir, "firefox", "core", "background.js"), "utf8");
    expect(background).toContain('"firefox"');
    expect(background).toContain(FIREFOX_EXTENSION_IDS.helper);
    expect(background).toContain('"https://app.example.com"');
    const relay = await readFile(join(outDir, "firefox", "core", "relay.js"), "utf8");
    expect(relay).toContain("access-request");
  });
});

describe("build options", () => {
  it("reads version, out dir and origins from the environment", async () => {
    const options = await optionsFromEnv({
      EXTENSION_VERSION: "0.0.1",
      EXTENSION_OUT_DIR: "old",
      INIT_CWD: "/tmp/somewhere",
      EXTENSION_APP_ORIGINS: "http://localhost:9999",
    });
    expect(options).toEqual({ outDir: "/tmp/somewhere/old", version: "0.0.1", appOrigins: ["http://localhost:9999"] });
    const store = await optionsFromEnv({
      EXTENSION_APP_ORIGINS: "https://app.example.com",
      EXTENSION_FIREFOX_UPDATE_URL: "none",
    });
    expect(store.firefoxUpdateUrl).toBeNull();
  });

  it("defaults to package.json's version, dist and the local origins", async () => {
    const options = await optionsFromEnv({});
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(options.version).toBe(version);
    expect(options.outDir).toMatch(/extensions[/\\]dist$/);
    expect(options.appOrigins).toEqual(["http://localhost:8787", "http://127.0.0.1:8787"]);
  });

  it("accepts only Chrome versions", () => {
    expect(isChromeVersion("1.5.0")).toBe(true);
    expect(isChromeVersion("0.0.1")).toBe(true);
    expect(isChromeVersion("1.2.3.4")).toBe(true);
    expect(isChromeVersion("1.5.0-beta")).toBe(false);
    expect(isChromeVersion("01.5")).toBe(false);
    expect(isChromeVersion("0.0")).toBe(false);
    expect(isChromeVersion("70000")).toBe(false);
  });
});
