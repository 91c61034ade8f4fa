import { z } from "zod";
import { createApp } from "../src/app.ts";
import { installedOperations, toOpenApiPath } from "../src/middleware/operation.ts";

let operations: ReturnType<typeof installedOperations> | undefined;

/** Paths of `input` the parse dropped: fields the answer has and its schema does not document. */
function undocumentedFields(input: unknown, output: unknown, at = "$"): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, i) => undocumentedFields(item, output[i], `${at}[${i}]`));
  }
  if (input && output && typeof input === "object" && typeof output === "object") {
    return Object.entries(input).flatMap(([key, value]) =>
      key in output
        ? undocumentedFields(value, (output as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}`],
    );
  }
  return [];
}

/**
 * Checks a real answer against the operation's definition: the operation (`method` and the path template,
 * Hono `:id` or OpenAPI `{id}` style) must document a JSON answer for `status`, the body must parse
 * with it, and it may carry no field the schema leaves out.
 */
export function expectDocumented(method: string, pathTemplate: string, status: number, body: unknown): void {
  const key = `${method.toUpperCase()} ${toOpenApiPath(pathTemplate)}`;
  operations ??= installedOperations(createApp());
  const operation = operations[key];
  if (!operation) throw new Error(`${key} is not a documented operation`);
  const schema = operation.responses[status];
  if (!schema || !("_zod" in schema)) throw new Error(`${key} documents no JSON answer with status ${status}`);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${key} → ${status} does not match its documented schema:\n${z.prettifyError(result.error)}`);
  }
  const extra = undocumentedFields(body, result.data);
  if (extra.length > 0) throw new Error(`${key} → ${status} answers undocumented fields: ${extra.join(", ")}`);
}

/** Reads a response's JSON, checks it with `expectDocumented`, and returns its `data`. */
export async function documentedData<T = unknown>(method: string, pathTemplate: string, res: Response): Promise<T> {
  const body = await res.json<{ data: T }>();
  expectDocumented(method, pathTemplate, res.status, body);
  return body.data;
}
