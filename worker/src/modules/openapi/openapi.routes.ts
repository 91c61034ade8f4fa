import type { Env, Hono } from "hono";
import { htmlPage, operations, routes } from "../../middleware/operation.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.generator.ts";
import { renderDocsPage } from "./openapi.page.ts";

const DOCUMENT_PATH = "/api/openapi.json";

/**
 * Mounted at /api: the OpenAPI document of `app` (the app this router is mounted in, read when
 * first asked) and the reference page made from it. Both are built once per isolate.
 */
const op = operations("System");

export function openapiRoutes<E extends Env>(app: Hono<E>) {
  let cached: { document: OpenApiDocument; page: string } | null = null;
  const built = () => {
    if (!cached) {
      const { document } = buildOpenApiDocument(app);
      cached = { document, page: renderDocsPage(document, DOCUMENT_PATH) };
    }
    return cached;
  };
  // Not envelopes: the document itself and its page.
  return routes(op)
    .get(
      {
        path: "/openapi.json",
        summary: "This OpenAPI 3.1 document",
        auth: "public",
        responses: { 200: { description: "The OpenAPI document", mediaType: "application/json" } },
      },
      (c) => {
        c.header("Cache-Control", "public, max-age=300");
        return c.body(JSON.stringify(built().document), 200, { "Content-Type": "application/json" });
      },
    )
    .get(
      {
        path: "/docs",
        summary: "This reference as a page",
        auth: "public",
        responses: { 200: htmlPage("The API reference") },
      },
      (c) => {
        c.header("Cache-Control", "public, max-age=300");
        return c.html(built().page);
      },
    ).hono;
}
