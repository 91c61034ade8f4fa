// robots.txt, generated so the Sitemap line carries the absolute URL of the configured site.
import type { APIRoute } from "astro";

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap.xml", site ?? "http://localhost").href;
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /panel", "", `Sitemap: ${sitemap}`, ""];
  return new Response(body.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
