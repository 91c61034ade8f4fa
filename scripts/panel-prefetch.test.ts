import { describe, expect, it } from "vitest";
import { handOffFiles, type PanelManifest, withPrefetchMeta } from "./panel-prefetch.ts";

const manifest: PanelManifest = {
  "index.html": { file: "assets/index-1.js", css: ["assets/index-1.css"], imports: ["_runtime"] },
  _runtime: { file: "assets/runtime-1.js" },
  "src/routes/login.tsx?tsr-split=component": { file: "assets/login-1.js", imports: ["_schemas", "_runtime"] },
  "src/routes/checkout.tsx?tsr-split=component": { file: "assets/checkout-1.js", imports: ["_schemas"] },
  "src/routes/_auth/panel/admin/users.tsx?tsr-split=component": { file: "assets/admin-users-1.js" },
  _schemas: { file: "assets/schemas-1.js" },
  "../shared/src/i18n/en/app.ts": { file: "assets/app-en.js" },
  "../shared/src/i18n/en/site.ts": { file: "assets/site-en.js" },
  "../shared/src/i18n/id/app.ts": { file: "assets/app-id.js" },
};

describe("handOffFiles", () => {
  it("lists the entry, the sign-in screens with what they import, and the page's dictionaries, once each", () => {
    expect(handOffFiles(manifest, "en").sort()).toEqual(
      [
        "/panel/assets/index-1.js",
        "/panel/assets/index-1.css",
        "/panel/assets/runtime-1.js",
        "/panel/assets/login-1.js",
        "/panel/assets/schemas-1.js",
        "/panel/assets/app-en.js",
        "/panel/assets/site-en.js",
      ].sort(),
    );
    const id = handOffFiles(manifest, "id");
    expect(id).toContain("/panel/assets/app-id.js");
    expect(id).not.toContain("/panel/assets/app-en.js");
    expect(id.some((file) => file.includes("admin"))).toBe(false);
    // A visitor without a session goes from the checkout to the sign-in: its own screen can wait.
    expect(id).not.toContain("/panel/assets/checkout-1.js");
  });
});

describe("withPrefetchMeta", () => {
  it("adds the files of the page's language to its head", () => {
    const html = '<!DOCTYPE html><html lang="id" data-x><head><title>x</title></head><body></body></html>';
    expect(withPrefetchMeta(html, (locale) => [`/panel/a-${locale}.js`, "/panel/b.css"])).toContain(
      '<meta name="panel-prefetch" content="/panel/a-id.js /panel/b.css"></head>',
    );
    expect(withPrefetchMeta("<html><body>no head</body></html>", () => ["/x"])).toBe(
      "<html><body>no head</body></html>",
    );
  });
});
