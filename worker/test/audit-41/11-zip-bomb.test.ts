// Audit (issue 41, finding 11): "Zip bomb in a release upload (low). A 65 KB upload inflates a 64 MB
// manifest. Refuse a package whose declared unpacked sizes are over a cap before inflating
// anything, and cap the upload."
import { env } from "cloudflare:workers";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import corePem from "../../../extensions/keys/core.public.pem?raw";
import { seedDemo } from "../../seed/seed.ts";
import { createDb } from "../../src/db/client.ts";
import { declaredSizes, MAX_UNPACKED_BYTES } from "../../src/modules/extensions/package-manifest.ts";
import { call, createUser, errorOf, signIn } from "../factories.ts";

const KEY = corePem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
let admin: { token: string };
beforeAll(async () => {
  await seedDemo(createDb(env.DB), Date.now(), { serviceSecretKey: env.SERVICE_SECRET_KEY });
  admin = await signIn((await createUser({ role: "admin" })).email);
});

function upload(version: string, file: Uint8Array<ArrayBuffer>, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append("extensionId", "core");
  form.append("version", version);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append("file", new File([file], "core.zip"));
  return call("/api/extension/releases", { method: "POST", token: admin.token, body: form });
}

async function tooLarge(res: Response) {
  expect(res.status).toBe(413);
  const error = await errorOf(res);
  expect(error.code).toBe("FILE_TOO_LARGE");
  expect(error.details?.fields?.map((f) => f.field)).toEqual(["file"]);
}

describe("audit 41 · 11: a release's declared unpacked size is capped before anything is inflated", () => {
  it("refuses the audit's bomb: a ~65 KB package whose manifest inflates to 64 MB", async () => {
    const version = "90.0.0";
    const head = JSON.stringify({ manifest_version: 3, name: "PremiumHub", version, key: KEY });
    const manifest = new Uint8Array(64 * 1024 * 1024).fill(0x20);
    manifest.set(strToU8(head));
    const bomb = zipSync({ "manifest.json": [manifest, { level: 9 }] });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(declaredSizes(bomb)?.manifest).toBe(manifest.length);
    await tooLarge(await upload(version, bomb));
  });

  it("refuses a package whose files together declare more than the cap, with a small manifest", async () => {
    const version = "91.0.0";
    const big = new Uint8Array(16 * 1024 * 1024);
    const files: Record<string, [Uint8Array, { level: 9 }]> = {
      "manifest.json": [
        strToU8(JSON.stringify({ manifest_version: 3, name: "PremiumHub", version, key: KEY })),
        { level: 9 },
      ],
    };
    for (let i = 0; i < 4; i++) files[`pad-${i}.bin`] = [big, { level: 9 }];
    const zip = zipSync(files);
    expect(declaredSizes(zip)?.total).toBeGreaterThan(MAX_UNPACKED_BYTES);
    await tooLarge(await upload(version, zip));
  });

  it("caps the whole upload before the form is read, whatever field carries the bytes", async () => {
    const ordinary = zipSync({ "manifest.json": strToU8("{}") });
    await tooLarge(await upload("92.0.0", ordinary, { padding: "x".repeat(21 * 1024 * 1024) }));
  });
});
