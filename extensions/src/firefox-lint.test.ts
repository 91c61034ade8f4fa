/**
 * The Firefox builds pass addons-linter, the validator addons.mozilla.org runs on every upload
 * (decision 059): no errors, and no warnings but the one explained below. Built here into a scratch
 * folder, with the local origins and a production-like https origin. The Chrome builds are linted
 * too, as a control: they must fail on exactly what the Firefox build changes.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import addonsLinter from "addons-linter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExtensions } from "../scripts/build.ts";

/**
 * Firefox for Android: `strict_min_version` 140 (the oldest supported ESR) also stands for Android
 * 140, which predates Android's support of `data_collection_permissions` (142). The extensions are
 * desktop-only (the panel offers them on desktops only) and declare no `gecko_android`, which would
 * list them for Android on addons.mozilla.org.
 */
const ALLOWED_WARNINGS = ["KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION"];

let outDir = "";
const ORIGINS = ["https://app.example.com", "http://localhost:8787", "http://127.0.0.1:8787"];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "ext-lint-"));
  // Self-distributed: with `update_url` (the first origin is https), linted as AMO lints unlisted
  // uploads (`selfHosted`).
  await buildExtensions({ outDir: join(outDir, "self"), version: "1.5.0", appOrigins: ORIGINS });
  // For the store: no `update_url` (EXTENSION_FIREFOX_UPDATE_URL=none), linted as a listed upload.
  await buildExtensions({
    outDir: join(outDir, "store"),
    version: "1.5.0",
    appOrigins: ORIGINS,
    browsers: ["firefox"],
    firefoxUpdateUrl: null,
  });
}, 60_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

async function lint(path: string, selfHosted = false) {
  const linter = addonsLinter.createInstance({
    config: {
      _: [path],
      logLevel: "fatal",
      stack: false,
      pretty: false,
      warningsAsErrors: false,
      metadata: false,
      output: "none",
      boring: true,
      selfHosted,
    },
    runAsBinary: false,
  });
  return linter.run();
}

const describeMessages = (messages: { code: string; message: string; file?: string }[]) =>
  messages.map((m) => `${m.code} ${m.file ?? ""}: ${m.message}`);

describe("addons-linter on the Firefox builds", () => {
  for (const [flavour, selfHosted] of [
    ["self", true],
    ["store", false],
  ] as const) {
    for (const name of ["core", "helper"]) {
      it(`${name}.xpi (${flavour}) has no errors and no unexplained warnings`, async () => {
        const result = await lint(join(outDir, flavour, "firefox", `${name}.xpi`), selfHosted);
        expect(describeMessages(result.errors)).toEqual([]);
        expect(describeMessages(result.warnings.filter((w) => !ALLOWED_WARNINGS.includes(w.code)))).toEqual([]);
        expect(describeMessages(result.notices)).toEqual([]);
      }, 60_000);
    }
  }

  it("refuses the self-distributed build as a listed upload: it names an update_url", async () => {
    const result = await lint(join(outDir, "self", "firefox", "core.xpi"));
    expect(result.errors.map((e) => e.code)).toEqual(["MANIFEST_UPDATE_URL"]);
  }, 60_000);

  it("fails the Chrome build of the Access extension on what the Firefox build changes", async () => {
    const result = await lint(join(outDir, "self", "core.zip"));
    expect(result.errors.map((e) => e.code).sort()).toEqual([
      "ADDON_ID_REQUIRED",
      "BACKGROUND_SERVICE_WORKER_NOFALLBACK",
    ]);
    expect(result.warnings.map((w) => w.code)).toContain("MISSING_DATA_COLLECTION_PERMISSIONS");
  }, 60_000);
});
