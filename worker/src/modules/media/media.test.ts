import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call, errorOf, signInAdmin } from "../../../test/factories.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("media upload", () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1,
  ]);
  const upload = (bytes: Uint8Array, name: string, type = "image/png") => {
    const form = new FormData();
    form.append("file", new File([bytes], name, { type }));
    return call("/api/media/upload", { method: "POST", token: admin.token, body: form });
  };

  it("stores an image under its content hash and serves it with long cache headers", async () => {
    const res = await upload(PNG, "logo.png");
    expect(res.status).toBe(201);
    const data = await json<{ key: string; url: string; contentType: string }>(res);
    expect(data.key).toMatch(/^images\/[a-f0-9]{64}\.png$/);
    expect(data.contentType).toBe("image/png");
    const again = await json<{ key: string }>(await upload(PNG, "same-file-other-name.png"));
    expect(again.key).toBe(data.key);
    const served = await call(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await env.MEDIA.head(data.key)).not.toBeNull();
    // The file keeps its own sandboxing policy; the site-wide one does not replace it.
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("rejects a non-image renamed to .png and an oversized file", async () => {
    const fake = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "evil.png");
    expect(fake.status).toBe(400);
    expect((await errorOf(fake)).details?.fields?.[0]?.field).toBe("file");
    const svg = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "x.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(big, "big.png");
    expect(tooBig.status).toBe(413);
    const missing = await call("/api/media/upload", { method: "POST", token: admin.token, body: new FormData() });
    expect((await errorOf(missing)).message).toBe("file is a required field");
  });
});
