import type { Env, Hono } from "hono";
import { inspectRoutes } from "hono/dev";
import { z } from "zod";
import {
  type Auth,
  adminOnly,
  installedOperations,
  type RegisteredOperation,
  type RequestDoc,
  type ResponseDoc,
  toOpenApiPath,
} from "../../middleware/operation.ts";
import { ERROR_SCHEMA_NAME, NAMED_SCHEMAS, TAG_DESCRIPTIONS } from "./openapi.components.ts";

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface OpenApiMediaType {
  schema: JsonSchema;
}
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
}
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Who may call it (the panel's bearer, an admin's, the Access extension's token, or anyone). */
  "x-auth": Auth;
  /** Empty for a public operation: no credentials (Redocly's `security-defined` rule). */
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** The methods an OpenAPI path item may hold. */
export const OPENAPI_METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"] as const;

/** `METHOD /hono/path` of every handler the app serves under /api (middleware and `use` left out). */
export function apiRoutes<E extends Env>(app: Hono<E>): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of inspectRoutes(app)) {
    if (route.isMiddleware || !(route.path === "/api" || route.path.startsWith("/api/"))) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  302: "Found (a redirect)",
  303: "See Other (a redirect)",
  400: "The input is invalid (`VALIDATION_ERROR` names each field in `details.fields`) or malformed",
  401: "Not signed in, or the session or token ended",
  403: "Not allowed",
  404: "Not found",
  409: "Conflicts with the current state",
  413: "The file is too large",
  422: "Not possible in the current state",
  426: "The extension is older than its minimum version",
  429: "Too many requests (`Retry-After` says when to try again)",
  502: "An outside provider failed",
  503: "Temporarily unavailable",
};

const FORMATS_WITH_OWN_PATTERN = new Set(["uuid", "date-time", "date", "email", "uri"]);

/**
 * Keeps the document readable: formats zod also spells out as a long regex keep only the format,
 * the safe-integer bounds every `int()` gets are dropped, and dates (unrepresentable in JSON) are
 * the ISO 8601 strings the API reads.
 */
function tidy(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  const json = ctx.jsonSchema;
  if (typeof json.format === "string" && FORMATS_WITH_OWN_PATTERN.has(json.format)) delete json.pattern;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if (ctx.zodSchema._zod.def.type === "date") {
    json.type = "string";
    json.format = "date-time";
  }
}

const COMPONENT_REF = "#/components/schemas/";

const isEmptySchema = (schema: unknown) =>
  !!schema && typeof schema === "object" && Object.keys(schema as object).length === 0;

type Io = "input" | "output";

function isZodSchema(doc: ResponseDoc): doc is z.ZodType {
  return "_zod" in doc;
}

/**
 * Converts every schema of the registry with two zod registry conversions (one per direction), so
 * each schema is walked once however many operations share it: building the document is a
 * first-request cost of an isolate. Named schemas become `components.schemas`; any other
 * reference is written out in place.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly ids: Record<Io, Map<z.ZodType, string>> = { input: new Map(), output: new Map() };
  private readonly converted: Record<Io, Record<string, JsonSchema>> = { input: {}, output: {} };
  private readonly namedIds = new Set<string>();

  constructor(named: Readonly<Record<string, z.ZodType>>, operations: Iterable<RegisteredOperation>) {
    for (const [id, schema] of Object.entries(named)) {
      this.ids.output.set(schema, id);
      this.namedIds.add(id);
    }
    for (const op of operations) {
      const { params, query, headers, body, form } = op.request ?? {};
      for (const schema of [params, query, headers, body, form?.fields]) {
        if (!schema) continue;
        // The output side describes fields whose input side has no JSON form (see `input`).
        this.want(schema, "input");
        this.want(schema, "output");
      }
      for (const doc of Object.values(op.responses)) if (isZodSchema(doc)) this.want(doc, "output");
    }
    for (const io of ["input", "output"] as const) {
      const registry = z.registry<{ id: string }>();
      for (const [schema, id] of this.ids[io]) registry.add(schema, { id });
      const { schemas } = z.toJSONSchema(registry, {
        target: "draft-2020-12",
        io,
        unrepresentable: "any",
        override: tidy,
        uri: (id) => `${COMPONENT_REF}${id}`,
      });
      for (const [id, { $schema: _dialect, $id: _id, ...schema }] of Object.entries(schemas)) {
        this.converted[io][id] = schema as JsonSchema;
      }
    }
    for (const id of this.namedIds) this.components[id] = this.inline(this.converted.output[id] ?? {}, "output");
  }

  private want(schema: z.ZodType, io: Io) {
    if (!this.ids[io].has(schema)) this.ids[io].set(schema, `${io}${this.ids[io].size}`);
  }

  /** Replaces references to schemas that are not components with the schemas themselves. */
  private inline(node: unknown, io: Io): JsonSchema {
    const walk = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(walk);
      if (!value || typeof value !== "object") return value;
      const ref = (value as JsonSchema).$ref;
      if (typeof ref === "string" && ref.startsWith(COMPONENT_REF)) {
        const id = ref.slice(COMPONENT_REF.length);
        if (!(io === "output" && this.namedIds.has(id))) return walk(this.converted[io][id] ?? {});
      }
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    };
    return walk(node) as JsonSchema;
  }

  private lookup(schema: z.ZodType, io: Io): JsonSchema {
    const id = this.ids[io].get(schema);
    if (id === undefined) throw new Error("The schema was not collected from the registry");
    // A named schema as the whole answer is a reference to its component.
    if (io === "output" && this.namedIds.has(id)) return { $ref: `${COMPONENT_REF}${id}` };
    return this.inline(this.converted[io][id] ?? {}, io);
  }

  output(schema: z.ZodType): JsonSchema {
    return this.lookup(schema, "output");
  }

  /**
   * The schema a client sends. A field whose input side has no JSON form (a preprocess that
   * turns "" into "absent") is described by what it is read as.
   */
  input(schema: z.ZodType): JsonSchema {
    const input = this.lookup(schema, "input");
    const properties = input.properties as Record<string, unknown> | undefined;
    if (!properties || !Object.values(properties).some(isEmptySchema)) return input;
    const output = this.lookup(schema, "output").properties as Record<string, unknown> | undefined;
    return {
      ...input,
      properties: Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          isEmptySchema(value) ? (output?.[key] ?? value) : value,
        ]),
      ),
    };
  }
}

function operationId(method: string, honoPath: string): string {
  const words = honoPath
    .split("/")
    .filter((segment) => segment && segment !== "api")
    .flatMap((segment) => {
      if (segment === "*") return ["File"];
      const param = /^:([A-Za-z0-9_]+)/.exec(segment);
      if (param) return ["By", param[1] ?? ""];
      return segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}

const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "");

const errorResponse = (status: number): OpenApiResponse => ({
  description: STATUS_TEXT[status] ?? "Failure",
  content: { "application/json": { schema: { $ref: `${COMPONENT_REF}${ERROR_SCHEMA_NAME}` } } },
});

const hasInput = (request: RequestDoc | undefined) =>
  !!(request?.params || request?.query || request?.body || request?.form || request?.headers);

function parameters(
  converter: SchemaConverter,
  request: RequestDoc | undefined,
  rename: (name: string) => string,
): OpenApiParameter[] {
  const out: OpenApiParameter[] = [];
  const add = (schema: z.ZodType | undefined, location: OpenApiParameter["in"]) => {
    if (!schema) return;
    const json = converter.input(schema);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      out.push({
        name: location === "path" ? rename(name) : name,
        in: location,
        required: location === "path" || required.has(name),
        schema: property,
      });
    }
  };
  add(request?.params, "path");
  add(request?.query, "query");
  add(request?.headers, "header");
  for (const cookie of request?.cookies ?? []) {
    out.push({ name: cookie, in: "cookie", required: false, schema: { type: "string" } });
  }
  return out;
}

function requestBody(converter: SchemaConverter, request: RequestDoc | undefined): OpenApiOperation["requestBody"] {
  if (request?.body) {
    return { required: true, content: { "application/json": { schema: converter.input(request.body) } } };
  }
  if (request?.form) {
    const fields = request.form.fields ? converter.input(request.form.fields) : { type: "object", properties: {} };
    const files = Object.fromEntries(
      request.form.files.map((name) => [name, { type: "string", contentMediaType: "application/octet-stream" }]),
    );
    const schema = {
      ...fields,
      properties: { ...(fields.properties as object), ...files },
      required: [...((fields.required as string[] | undefined) ?? []), ...request.form.files],
    };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  return undefined;
}

function responses(converter: SchemaConverter, op: RegisteredOperation): Record<string, OpenApiResponse> {
  const out: Record<string, OpenApiResponse> = {};
  for (const [status, doc] of Object.entries(op.responses)) {
    if (isZodSchema(doc)) {
      out[status] = {
        description: STATUS_TEXT[Number(status)] ?? "Success",
        content: { "application/json": { schema: converter.output(doc) } },
      };
    } else if (doc.mediaType) {
      const schema = doc.mediaType === "application/json" ? { type: "object" } : { type: "string" };
      out[status] = { description: doc.description, content: { [doc.mediaType]: { schema } } };
    } else if (status.startsWith("3")) {
      out[status] = {
        description: doc.description,
        headers: { Location: { description: "Where the client goes next", schema: { type: "string" } } },
      };
    } else {
      out[status] = { description: doc.description };
    }
  }
  const failures = new Set<number>(op.errors ?? []);
  if (hasInput(op.request)) failures.add(400);
  if (op.auth !== "public") failures.add(401);
  if (adminOnly(op)) failures.add(403);
  for (const status of [...failures].sort((a, b) => a - b)) out[String(status)] = errorResponse(status);
  out.default = {
    ...errorResponse(500),
    description: "Any other failure, e.g. 503 while storage is unavailable or the server is misconfigured",
  };
  return out;
}

const SECURITY: Record<Auth, Record<string, string[]>[]> = {
  public: [],
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  extension: [{ extensionToken: [] }],
};

export const AUTH_NOTE: Record<Auth, string> = {
  public: "",
  user: "",
  admin: "Admin only.",
  extension: "Called by the Access extension with its own token.",
};

/**
 * The OpenAPI 3.1 document of the app's API: one operation for each route the app serves under
 * /api, as its operation definition describes it. Routes without one are listed in `undocumented`.
 */
export function buildOpenApiDocument<E extends Env>(
  app: Hono<E>,
  registry: Readonly<Record<string, RegisteredOperation>> = installedOperations(app),
): { document: OpenApiDocument; undocumented: string[] } {
  const converter = new SchemaConverter(NAMED_SCHEMAS, Object.values(registry));
  const paths: OpenApiDocument["paths"] = {};
  const tags: string[] = [];
  const undocumented: string[] = [];
  const usedIds = new Set<string>();
  // OpenAPI treats /a/{x} and /a/{y} as one path: the second spelling joins the first's.
  const pathByShape = new Map<string, string>();

  for (const route of apiRoutes(app)) {
    const path = toOpenApiPath(route.path);
    const op = registry[`${route.method} ${path}`];
    if (!op) {
      undocumented.push(`${route.method} ${path}`);
      continue;
    }
    const shape = path.replace(/\{[^}]+\}/g, "{}");
    const documentedPath = pathByShape.get(shape) ?? path;
    pathByShape.set(shape, documentedPath);
    const ownNames = pathParamNames(path);
    const sharedNames = pathParamNames(documentedPath);
    const rename = (name: string) => sharedNames[ownNames.indexOf(name)] ?? name;

    let id = operationId(route.method, route.path);
    while (usedIds.has(id)) id = `${id}_`;
    usedIds.add(id);
    for (const tag of op.tags) if (!tags.includes(tag)) tags.push(tag);

    const note =
      op.role === "admin" && op.auth !== "admin" ? `${AUTH_NOTE[op.auth]} ${AUTH_NOTE.admin}` : AUTH_NOTE[op.auth];
    const description = [note, op.description].filter(Boolean).join(" ");
    const params = parameters(converter, op.request, rename);
    const body = requestBody(converter, op.request);
    const operation: OpenApiOperation = {
      operationId: id,
      summary: op.summary,
      ...(description ? { description } : {}),
      tags: [...op.tags],
      "x-auth": op.auth,
      security: SECURITY[op.auth],
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(converter, op),
    };
    paths[documentedPath] ??= {};
    (paths[documentedPath] as Record<string, OpenApiOperation>)[route.method.toLowerCase()] = operation;
  }

  const document: OpenApiDocument = {
    openapi: "3.1.0",
    info: {
      title: "PremiumHub API",
      version: "1.0.0",
      description:
        "The JSON API of the PremiumHub Worker. Every JSON answer is an envelope: `{ error: false, data, meta? }` " +
        "on success (`meta` on lists: page, limit, total) and `{ error: true, message, code, details? }` on failure.",
    },
    servers: [{ url: "/" }],
    tags: tags.map((name) => {
      const description = TAG_DESCRIPTIONS[name];
      return description ? { name, description } : { name };
    }),
    paths,
    components: {
      schemas: converter.components,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The access token of POST /api/auth/login, /api/users/register or /api/auth/refresh.",
        },
        extensionToken: {
          type: "http",
          scheme: "bearer",
          description: "The Access extension's token of POST /api/extension/token (never a panel token).",
        },
      },
    },
  };
  return { document, undocumented };
}
