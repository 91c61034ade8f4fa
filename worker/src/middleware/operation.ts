import { AUTH_MESSAGES } from "@app/shared/messages";
import { apiPage, apiSuccess } from "@app/shared/schemas/common";
import {
  type Context,
  type Env,
  type Handler,
  Hono,
  type MiddlewareHandler,
  type Next,
  type TypedResponse,
} from "hono";
import type { HandlerResponse } from "hono/types";
import { z } from "zod";
import { AppError } from "../lib/errors.ts";
import { validate } from "../lib/validate.ts";
import type { AppBindings } from "../types.ts";
import { requireAdmin, requireAuth } from "./auth.ts";

/**
 * Who may call an operation: anyone, a signed-in user (panel bearer token), an admin, or the Access
 * extension with its own bearer token (docs/decisions/011-browser-extensions.md).
 */
export type Auth = "public" | "user" | "admin" | "extension";

/** An answer that is not a JSON envelope: a page, a file, or (without `mediaType`) no body, e.g. a redirect. */
export interface RawResponse {
  description: string;
  mediaType?: string;
}
export type ResponseDoc = z.ZodType | RawResponse;

/** A CSV download. */
export const CSV_FILE: RawResponse = { description: "A CSV file (UTF-8), sent as a download", mediaType: "text/csv" };
/** An HTML page. */
export const htmlPage = (description: string): RawResponse => ({ description, mediaType: "text/html" });
/** A redirect (no body). */
export const redirect = (description: string): RawResponse => ({ description });

export interface RequestDoc {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  /** Cookies the operation reads (documented; the handler reads them). */
  cookies?: readonly string[];
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields and the names of its file fields (the handler reads it). */
  form?: { fields?: z.ZodType; files: readonly string[] };
}

export interface OperationDoc {
  summary: string;
  description?: string;
  auth: Auth;
  /**
   * Only an admin among the callers `auth` lets in (`auth: "admin"` says it already): checked with
   * the guard, before any input is validated, so a caller without the role never learns the rules.
   */
  role?: "admin";
  request?: RequestDoc;
  /** 200 with the success envelope around this schema's data: the common answer, said short. */
  ok?: z.ZodType;
  /** 200 with one page of this schema's items (the success envelope with `meta`). */
  page?: z.ZodType;
  /** Other success answers by status: a zod schema of the whole JSON body, or a non-JSON answer. */
  responses?: { readonly [status: number]: ResponseDoc };
  /** Failure statuses beyond those every operation of its kind has (400 with input, 401, 403). */
  errors?: readonly number[];
}

/** An operation as the API reference reads it: every success answer under `responses`. */
export interface RegisteredOperation extends Omit<OperationDoc, "ok" | "page" | "responses"> {
  responses: { readonly [status: number]: ResponseDoc };
  tags: readonly string[];
}

/**
 * One operation, defined once next to its handler (docs/decisions/061-one-definition-per-operation.md):
 * the same object installs the auth guard and the validators and is the operation's OpenAPI entry.
 */
export interface OperationDef<P extends string> extends OperationDoc {
  path: P;
  /** Middleware run before the guard, e.g. one that turns a form post's errors into redirects. */
  before?: readonly MiddlewareHandler[];
  /** Middleware run after validation and before the handler, e.g. a rate limit that reads the body. */
  use?: readonly MiddlewareHandler[];
}

/**
 * Hono path → OpenAPI path: `:id` → `{id}` (a regex suffix dropped, even one with `{n}` counts in it),
 * a trailing `*` → `{path}`.
 */
export function toOpenApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, "{$1}").replace(/\/\*$/, "/{path}");
}

// ---- Types: what the validators give the handler, and the check of its JSON answer.

type Target = "param" | "query" | "header" | "json";
/** No input of a kind (what Hono's own `BlankInput` is). */
type None = Record<never, never>;
type ValidatorInput<T extends Target, S> = S extends z.ZodType
  ? ReturnType<typeof validate<T, S>> extends MiddlewareHandler<Env, string, infer I>
    ? I
    : never
  : { in: None; out: None };
type In<I> = I extends { in: infer X } ? X : None;
type Out<I> = I extends { out: infer X } ? X : None;
type Joined<A, B, C, D> = { in: In<A> & In<B> & In<C> & In<D>; out: Out<A> & Out<B> & Out<C> & Out<D> };
type RequestOf<D> = D extends { request: infer R } ? R : None;
type Field<R, K extends string> = R extends { [key in K]: infer S } ? S : undefined;
/** The validated input of an operation, as `c.req.valid(...)` reads it. */
export type OperationInput<D> = Joined<
  ValidatorInput<"param", Field<RequestOf<D>, "params">>,
  ValidatorInput<"query", Field<RequestOf<D>, "query">>,
  ValidatorInput<"header", Field<RequestOf<D>, "headers">>,
  ValidatorInput<"json", Field<RequestOf<D>, "body">>
>;

type JsonAnswer<R> =
  Awaited<R> extends infer T ? (T extends TypedResponse<infer O, infer _S, "json"> ? O : never) : never;
type DocumentedJson<D> =
  | (D extends { responses: infer Rs }
      ? { [St in keyof Rs]: Rs[St] extends z.ZodType ? z.input<Rs[St]> : never }[keyof Rs]
      : never)
  | (D extends { ok: infer S extends z.ZodType } ? z.input<ReturnType<typeof apiSuccess<S>>> : never)
  | (D extends { page: infer S extends z.ZodType } ? z.input<ReturnType<typeof apiPage<S>>> : never);

// biome-ignore lint/suspicious/noExplicitAny: Hono's own handler types are bounded by HandlerResponse<any>.
type Any = any;

/** What `op` returns: the path, the operation's middleware and the handler, to spread into `.get(…)` etc. */
type Installed<E extends Env, P extends string, D, R extends HandlerResponse<Any>> = [JsonAnswer<R>] extends [
  DocumentedJson<D>,
]
  ? readonly [P, MiddlewareHandler<E, P, OperationInput<D>>, Handler<E, P, OperationInput<D>, R>]
  : { "the handler's JSON answer does not fit its documented schema": JsonAnswer<R> };

// ---- Runtime.

const OPERATION = Symbol("operation");
type Marked = MiddlewareHandler & { [OPERATION]?: RegisteredOperation };

const GUARDS: Record<"user" | "admin", MiddlewareHandler<AppBindings>> = { user: requireAuth, admin: requireAdmin };

/** The caller's role, read where the guard of an auth kind put the caller. */
export type RoleOf = (c: Context) => string | undefined;

const PANEL_ROLE: RoleOf = (c) => (c.get("auth") as { user?: { role?: string } } | undefined)?.user?.role;

/** Whether an operation is an admin's: its guard or its `role` says so. */
export const adminOnly = (doc: Pick<OperationDoc, "auth" | "role">) => doc.auth === "admin" || doc.role === "admin";

/**
 * An admin's JSON body refuses fields it does not know (400 naming each), instead of dropping them:
 * an admin who sends `{"status":"disabled"}` where no status is taken must not read "saved".
 */
function strictBody(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.strict();
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject)
    return (schema.in as z.ZodObject).strict().pipe(schema.out as never);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = schema.options.map((option) => strictBody(option as z.ZodType));
    return z.discriminatedUnion(schema.def.discriminator, options as never);
  }
  return schema;
}

/** Runs middleware in order, then `next`: a middleware that answers or throws ends the chain. */
function chain(handlers: readonly MiddlewareHandler[]): MiddlewareHandler {
  return async (c: Context, next: Next) => {
    let answer: Response | undefined;
    const run = async (i: number): Promise<void> => {
      if (i === handlers.length) return next();
      const result = await (handlers[i] as MiddlewareHandler)(c, () => run(i + 1));
      if (result instanceof Response) answer = result;
    };
    await run(0);
    if (answer) return answer;
  };
}

/**
 * The `op` of one module: its operations carry `tag` in the API reference. `guards` replaces the
 * guard of an auth kind (the extension module brings the Access extension's own).
 */
export function operations<E extends Env = AppBindings>(
  tag: string,
  guards: Partial<Record<Auth, readonly MiddlewareHandler[]>> = {},
  roles: Partial<Record<Auth, RoleOf>> = {},
) {
  return <const P extends string, const D extends OperationDef<P>, R extends HandlerResponse<Any>>(
    def: D & OperationDef<P>,
    handler: Handler<E, P, OperationInput<D>, R>,
  ): Installed<E, P, D, R> => {
    const { path, before = [], use = [], ok, page, responses, ...rest }: OperationDef<P> = def;
    const shorthand: RegisteredOperation["responses"] = ok
      ? { 200: apiSuccess(ok) }
      : page
        ? { 200: apiPage(page) }
        : {};
    const doc: Omit<RegisteredOperation, "tags"> = { ...rest, responses: { ...shorthand, ...responses } };
    if (doc.request?.body && adminOnly(doc)) doc.request = { ...doc.request, body: strictBody(doc.request.body) };
    const request: RequestDoc = doc.request ?? {};
    const guard: MiddlewareHandler[] = [
      ...(guards[doc.auth] ??
        (doc.auth === "user" || doc.auth === "admin" ? [GUARDS[doc.auth] as MiddlewareHandler] : [])),
    ];
    if (doc.role === "admin" && doc.auth !== "admin") {
      const roleOf = roles[doc.auth] ?? PANEL_ROLE;
      guard.push(async (c, next) => {
        if (roleOf(c) !== "admin") throw new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
        await next();
      });
    }
    const validators: MiddlewareHandler[] = [];
    if (request.params) validators.push(validate("param", request.params));
    if (request.query) validators.push(validate("query", request.query));
    if (request.headers) validators.push(validate("header", request.headers));
    if (request.body) validators.push(validate("json", request.body));
    const middleware: Marked = chain([...before, ...guard, ...validators, ...use]);
    middleware[OPERATION] = { ...doc, tags: [tag] };
    return [path, middleware, handler] as never;
  };
}

type Route = readonly [string, MiddlewareHandler<Any, Any, Any>, Handler<Any, Any, Any, Any>];
type Checked<Self, D, R> = [JsonAnswer<R>] extends [DocumentedJson<D>]
  ? Self
  : { "the handler's JSON answer does not fit its documented schema": JsonAnswer<R> };

/** Adds one operation: its definition and handler, or a ready one (e.g. from `crudOperations`). */
interface AddOperation<Self, E extends Env> {
  <const P extends string, const D extends OperationDef<P>, R extends HandlerResponse<Any>>(
    def: D & OperationDef<P>,
    handler: Handler<E, P, OperationInput<D>, R>,
  ): Checked<Self, D, R>;
  (route: Route): Self;
}

/**
 * A module's router, written as its operations: `routes(op).get(def, handler).post(crud.create).hono`.
 * Each definition is an `op` (decision 061) installed on `hono` under the method it is added with.
 */
export class OperationRoutes<E extends Env = AppBindings> {
  readonly hono = new Hono<E>();
  readonly get = this.adder("GET");
  readonly post = this.adder("POST");
  readonly put = this.adder("PUT");
  readonly patch = this.adder("PATCH");
  readonly delete = this.adder("DELETE");

  constructor(readonly op: ReturnType<typeof operations<E>>) {}

  private adder(method: string): AddOperation<this, E> {
    return ((defOrRoute: Route | OperationDef<string>, handler?: Handler<E>) => {
      const [path, middleware, handle] = (
        handler ? this.op(defOrRoute as never, handler as never) : defOrRoute
      ) as Route;
      this.hono.on(method, path, middleware, handle);
      return this;
    }) as never;
  }
}

/** The router of the module whose operations `op` defines. */
export const routes = <E extends Env = AppBindings>(op: ReturnType<typeof operations<E>>) => new OperationRoutes<E>(op);

/**
 * Every operation `app` serves, by `METHOD /openapi/path`: read from the routes themselves, so the
 * method and the mount path are where the operation is installed.
 */
export function installedOperations<E extends Env>(app: Hono<E>): Record<string, RegisteredOperation> {
  const out: Record<string, RegisteredOperation> = {};
  for (const route of app.routes) {
    const handler = route.handler as Marked & { __COMPOSED_HANDLER?: Marked };
    const doc = handler[OPERATION] ?? handler.__COMPOSED_HANDLER?.[OPERATION];
    if (doc && route.method !== "ALL") out[`${route.method} ${toOpenApiPath(route.path)}`] = doc;
  }
  return out;
}
