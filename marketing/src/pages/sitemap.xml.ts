// sitemap.xml: every marketing page in every locale, with its hreflang alternates.
import { MARKETING_PAGES } from "@app/shared/routes";
import type { APIRoute } from "astro";
import { sitemapEntries } from "../lib/pages";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const GET: APIRoute = ({ site }) => {
  const urls = sitemapEntries(MARKETING_PAGES, site).map(({ loc, alternates }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(loc)}</loc>`,
      ...alternates.map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
