import { type Env, Hono } from "hono";
import type { AppBindings } from "../../types.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.generator.ts";
import { renderDocsPage } from "./openapi.page.ts";

const DOCUMENT_PATH = "/api/openapi.json";

/**
 * Mounted at /api: the OpenAPI document of `app` (the app this router is mounted in, read when
 * first asked) and the reference page made from it. Both are built once per isolate.
 */
export function openapiRoutes<E extends Env>(app: Hono<E>) {
  let cached: { document: OpenApiDocument; page: string } | null = null;
  const built = () => {
    if (!cached) {
      const { document } = buildOpenApiDocument(app);
      cached = { document, page: renderDocsPage(document, DOCUMENT_PATH) };
    }
    return cached;
  };
  return new Hono<AppBindings>()
    .get("/openapi.json", (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(built().document);
    })
    .get("/docs", (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.html(built().page);
    });
}
