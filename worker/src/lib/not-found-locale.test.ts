import { describe, expect, it } from "vitest";
import { notFoundInLocale } from "./not-found-locale.ts";

const PAGE =
  '<!doctype html><html lang="en"><head><title>x</title></head><body><section lang="en">Page not found</section><section lang="id">Halaman tidak ditemukan</section></body></html>';
const page = () =>
  new Response(PAGE, {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });

describe("notFoundInLocale", () => {
  it("marks the page Indonesian for an Indonesian request, keeping both blocks, the status and the headers", async () => {
    const res = notFoundInLocale(page(), "id");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<section lang="en">Page not found</section>');
    expect(html).toContain('<section lang="id">Halaman tidak ditemukan</section>');
  });

  it("leaves the English page as built", async () => {
    expect(await notFoundInLocale(page(), "en").text()).toBe(PAGE);
  });
});
