import { escapeHtml } from "../../lib/html.ts";
import {
  AUTH_NOTE,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from "./openapi.generator.ts";

const AUTH_LABEL: Record<OpenApiOperation["x-auth"], string> = {
  public: "Public",
  user: "Signed-in user (bearer token)",
  admin: "Admin (bearer token)",
  extension: "Access extension (its own token)",
};

// Inline styles are allowed by the site's Content-Security-Policy (lib/security-headers.ts,
// `style-src 'self' 'unsafe-inline'`); the page has no script at all.
const STYLE = `
:root{color-scheme:light;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--bg:#f8fafc;--code:#f1f5f9}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
header{padding:1.5rem 2rem;background:#fff;border-bottom:1px solid var(--line)}
header h1{margin:0 0 .25rem;font-size:1.5rem}header p{margin:0;color:var(--muted)}
.layout{display:grid;grid-template-columns:15rem 1fr;gap:2rem;padding:1.5rem 2rem}
nav{position:sticky;top:1rem;align-self:start;max-height:calc(100vh - 2rem);overflow:auto}
nav ul{list-style:none;margin:0;padding:0}nav li{margin:.15rem 0}nav a{color:var(--fg);text-decoration:none}
nav a:hover{text-decoration:underline}main{min-width:0}
section>h2{margin:2rem 0 .75rem;padding-bottom:.25rem;border-bottom:2px solid var(--line)}
article{background:#fff;border:1px solid var(--line);border-radius:8px;padding:1rem 1.25rem;margin:0 0 1rem}
article h3{margin:0;font-size:1rem;display:flex;gap:.6rem;align-items:center;flex-wrap:wrap}
article h3 code{font-size:.95rem;background:none;padding:0}
.summary{margin:.4rem 0}.meta{color:var(--muted);font-size:.9rem;margin:.25rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;padding:.1rem .4rem;font:600 .8rem/1.4 ui-monospace,monospace;color:#fff;background:#64748b}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}.patch{background:#7c3aed}
h4{margin:1rem 0 .4rem;font-size:.9rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;vertical-align:top;border-top:1px solid var(--line);padding:.35rem .5rem}
th{font-weight:600;color:var(--muted)}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
code{background:var(--code);padding:.05rem .3rem;border-radius:4px}
pre{background:var(--code);padding:.6rem .8rem;border-radius:6px;overflow:auto;margin:.3rem 0;font-size:.82rem}
details summary{cursor:pointer;color:var(--muted)}a{color:#2563eb}
@media (max-width:800px){.layout{grid-template-columns:1fr}nav{position:static;max-height:none}}
`;

const anchor = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, "-");

/** Pretty JSON, escaped, with each component reference a link to its schema. */
function schemaBlock(schema: unknown): string {
  const html = escapeHtml(JSON.stringify(schema, null, 2));
  return `<pre>${html.replace(
    /&#34;#\/components\/schemas\/([A-Za-z0-9_]+)&#34;/g,
    (_match, name: string) => `&#34;<a href="#schema-${anchor(name)}">#/components/schemas/${name}</a>&#34;`,
  )}</pre>`;
}

const refName = (schema: unknown) => {
  const ref = (schema as JsonSchema | undefined)?.$ref;
  return typeof ref === "string" && ref.startsWith("#/components/schemas/") ? ref.slice(21) : null;
};
const schemaLink = (name: string) => `<a href="#schema-${anchor(name)}"><code>${escapeHtml(name)}</code></a>`;

/** A named schema, or a list of one, as a link; anything else as null. */
function namedShape(schema: unknown): string | null {
  const name = refName(schema);
  if (name) return schemaLink(name);
  const items = (schema as JsonSchema | undefined)?.items;
  const itemName = (schema as JsonSchema | undefined)?.type === "array" ? refName(items) : null;
  return itemName ? `list of ${schemaLink(itemName)}` : null;
}

/** One line for simple schemas (`string`, `integer`, an enum, a named schema…), else the full JSON. */
function schemaSummary(schema: JsonSchema): string {
  const named = namedShape(schema);
  if (named) return named;
  const variants = schema.anyOf as JsonSchema[] | undefined;
  const [first, second] = variants ?? [];
  if (variants?.length === 2 && first && second && Object.keys(schema).length === 1) {
    const [value, nullable] = second.type === "null" ? [first, true] : [second, first.type === "null"];
    if (nullable) return `${schemaSummary(value)} or <code>null</code>`;
  }
  const keys = Object.keys(schema);
  const simple = keys.every((key) =>
    ["type", "format", "enum", "default", "minimum", "maximum", "maxLength", "minLength"].includes(key),
  );
  if (!simple) return schemaBlock(schema);
  const parts: string[] = [];
  if (schema.enum) parts.push((schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | "));
  else {
    const type = Array.isArray(schema.type) ? schema.type.join(" or ") : String(schema.type ?? "any");
    parts.push(type + (schema.format ? ` (${schema.format})` : ""));
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    parts.push(`${schema.minimum ?? ""}…${schema.maximum ?? ""}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    parts.push(`length ${schema.minLength ?? 0}…${schema.maxLength ?? ""}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return `<code>${escapeHtml(parts.join(", "))}</code>`;
}

/** Escaped text with `code spans` as <code>. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

/** An object body as a table of its fields; anything else as JSON. */
function bodyTable(schema: JsonSchema): string {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== "object" || !properties) return schemaBlock(schema);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties)
    .map(
      ([name, property]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${required.has(name) ? "yes" : "no"}</td><td>${schemaSummary(property)}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>Field</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function parametersTable(parameters: OpenApiParameter[]): string {
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td>${schemaSummary(p.schema)}</td></tr>`,
    )
    .join("");
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationHtml(method: string, path: string, op: OpenApiOperation): string {
  const parts = [
    `<article id="op-${anchor(op.operationId)}"><h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${prose(op.summary)}</p>`,
    `<p class="meta">Auth: ${escapeHtml(AUTH_LABEL[op["x-auth"]])}</p>`,
  ];
  // The auth line above already says what the description's auth note says.
  const description = op.description?.replace(AUTH_NOTE[op["x-auth"]], "").trim();
  if (description) parts.push(`<p class="meta">${prose(description)}</p>`);
  if (op.parameters?.length) parts.push(parametersTable(op.parameters));
  if (op.requestBody) {
    for (const [mediaType, content] of Object.entries(op.requestBody.content)) {
      parts.push(`<h4>Request body <code>${escapeHtml(mediaType)}</code></h4>${bodyTable(content.schema)}`);
    }
  }
  const rows = Object.entries(op.responses).map(([status, response]) => {
    const bodies = Object.entries(response.content ?? {})
      .map(([mediaType, content]) => {
        if (content.schema.$ref || mediaType !== "application/json")
          return `<code>${escapeHtml(mediaType)}</code> ${schemaSummary(content.schema)}`;
        // A success envelope: name what `data` is, the full schema one click away.
        const data = (content.schema.properties as Record<string, JsonSchema> | undefined)?.data;
        const hint = data ? namedShape(data) : null;
        const label = hint ? `envelope, <code>data</code>: ${hint}` : "schema";
        return `<details><summary><code>${escapeHtml(mediaType)}</code> ${label}</summary>${schemaBlock(content.schema)}</details>`;
      })
      .join("");
    return `<tr><td><code>${escapeHtml(status)}</code></td><td>${prose(response.description)}</td><td>${bodies}</td></tr>`;
  });
  parts.push(
    `<h4>Responses</h4><table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>${rows.join("")}</tbody></table></article>`,
  );
  return parts.join("");
}

/**
 * The reference as one self-contained page: operations grouped by tag, then the named schemas.
 * Everything comes from the document and is escaped; nothing is loaded from elsewhere.
 */
export function renderDocsPage(document: OpenApiDocument, documentUrl: string): string {
  const byTag = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const tag of op.tags) byTag.get(tag)?.push(operationHtml(method, path, op));
    }
  }
  const nav = [...byTag.keys()]
    .map((tag) => `<li><a href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a></li>`)
    .concat('<li><a href="#schemas">Schemas</a></li>')
    .join("");
  const descriptions = new Map(document.tags.map((tag) => [tag.name, tag.description]));
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => {
      const description = descriptions.get(tag);
      const lead = description ? `<p>${prose(description)}</p>` : "";
      return `<section id="tag-${anchor(tag)}"><h2>${escapeHtml(tag)}</h2>${lead}${ops.join("")}</section>`;
    })
    .join("");
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<article id="schema-${anchor(name)}"><h3><code>${escapeHtml(name)}</code></h3>${schemaBlock(schema)}</article>`,
    )
    .join("");
  const { title, version, description } = document.info;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} reference</title><style>${STYLE}</style></head><body><header><h1>${escapeHtml(title)} <small>${escapeHtml(version)}</small></h1><p>${prose(description)}</p><p>OpenAPI ${escapeHtml(document.openapi)} document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a></p></header><div class="layout"><nav><ul>${nav}</ul></nav><main>${sections}<section id="schemas"><h2>Schemas</h2>${schemas}</section></main></div></body></html>`;
}
