import { apiPage, apiSuccess, deletedResult, type listMeta } from "@app/shared/schemas/common";
import type { Context, Handler, MiddlewareHandler } from "hono";
import type { HandlerResponse } from "hono/types";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { type Actor, actorOf } from "../lib/actor.ts";
import { ok, okPage } from "../lib/respond.ts";
import type { AppBindings } from "../types.ts";
import { type Auth, type OperationDef, type OperationInput, type operations, routes } from "./operation.ts";

/** What a resource may say about one of its standard operations beyond the generated default. */
export interface CrudDoc {
  summary?: string;
  description?: string;
  auth?: Auth;
  errors?: readonly number[];
}

type Page<T> = { items: T[]; meta: z.input<typeof listMeta> };

/**
 * An admin-managed list's standard operations (decision 061): `GET` and `POST` on the base path,
 * `GET`, `PUT` and `DELETE` on `base/:key`. The service functions' answers are checked against `dto`
 * (and `created`), as `op` checks a handler's answer against its documented schema.
 */
export interface CrudResource<
  K extends string,
  B extends string,
  Dto extends z.ZodType,
  Created extends z.ZodType,
  Body extends z.ZodType,
  UpdateBody extends z.ZodType,
  Query extends z.ZodType,
> {
  /** The singular noun the summaries use: "category" gives "Create a category", "One category". */
  noun: string;
  /** The plural, for the list's summary (default: the noun with an s). */
  plural?: string;
  /** The mount-relative base path (default: the router's root). */
  base?: B;
  /** The item's path parameter: one key, which names the `:key` of `base/:key`. */
  params: z.ZodObject<Record<K, z.ZodType<string>>>;
  dto: Dto;
  /** What create answers when it is not one `dto`. */
  created?: Created;
  body?: Body;
  /** The update's body (default: `body`). */
  updateBody?: UpdateBody;
  /** A paged list's query: the list then answers one page. */
  query?: Query;
  docs?: Partial<Record<"list" | "create" | "get" | "update" | "remove", CrudDoc>>;
  /**
   * The module's service, usually its namespace (`import * as vouchers from "./vouchers.service.ts"`):
   * its `list`, `get`, `create`, `update` and `remove` functions are the standard operations.
   */
  service: {
    list?: [Query] extends [z.ZodType<never>]
      ? (db: Db) => Promise<z.input<Dto>[]>
      : (db: Db, query: z.output<Query>) => Promise<Page<z.input<Dto>>>;
    get?: (db: Db, key: string) => Promise<z.input<Dto>>;
    create?: (db: Db, actor: Actor, body: z.output<Body>) => Promise<z.input<Created>>;
    update?: (db: Db, actor: Actor, key: string, body: z.output<UpdateBody>) => Promise<z.input<Dto>>;
    remove?: (db: Db, actor: Actor, key: string) => Promise<unknown>;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: Hono's own handler types are bounded by HandlerResponse<any>.
type Any = any;
type Route<P extends string, D> = readonly [
  P,
  MiddlewareHandler<AppBindings, P, OperationInput<D>>,
  Handler<AppBindings, P, OperationInput<D>, HandlerResponse<Any>>,
];
type Root<B extends string> = B extends "" ? "/" : B;
type Item<B extends string, K extends string> = `${B}/:${K}`;

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The standard operations of `resource`, as `op` tuples to add to the module's `routes(op)`:
 * `routes(op).get(crud.list).post(crud.create).get(crud.get).put(crud.update).delete(crud.remove)`.
 * Only the operations whose service function is given are there. Special routes stay explicit `op`s.
 */
export function crudOperations<
  const K extends string,
  Dto extends z.ZodType,
  Body extends z.ZodType = z.ZodType<never>,
  const B extends string = "",
  Created extends z.ZodType = Dto,
  UpdateBody extends z.ZodType = Body,
  Query extends z.ZodType = z.ZodType<never>,
>(op: ReturnType<typeof operations<AppBindings>>, resource: CrudResource<K, B, Dto, Created, Body, UpdateBody, Query>) {
  const { noun, params, dto, query, service, docs = {} } = resource;
  const [key] = Object.keys(params.shape) as [K];
  const base = resource.base ?? "";
  const root = base || "/";
  const item = `${base}/:${key}`;
  const body = resource.body;
  const updateBody = resource.updateBody ?? body;
  const keyOf = (c: Context) => (c.req.valid as (target: "param") => Record<K, string>)("param")[key];
  const json = (c: Context) => (c.req.valid as (target: "json") => unknown)("json");
  const define = (
    path: string,
    defaults: { summary: string; auth?: Auth; errors?: readonly number[] },
    request: OperationDef<string>["request"],
    responses: OperationDef<string>["responses"],
    doc: CrudDoc = {},
  ): OperationDef<string> => {
    const { summary = defaults.summary, description, auth = defaults.auth ?? "admin" } = doc;
    const errors = doc.errors ?? defaults.errors;
    return {
      path,
      summary,
      ...(description ? { description } : {}),
      auth,
      ...(request ? { request } : {}),
      responses,
      ...(errors?.length ? { errors } : {}),
    };
  };
  // `op` checks each answer's type where its definition is written; here the service functions'
  // types (above) carry that check, so the installed tuples are cast.
  const install = (def: OperationDef<string>, handler: Handler<AppBindings>) => op(def as never, handler as never);
  const { list, get, create, update, remove } = service as Record<
    string,
    ((...args: Any[]) => Promise<Any>) | undefined
  >;
  const answers = {
    list:
      list &&
      install(
        define(
          root,
          { summary: capital(resource.plural ?? `${noun}s`) + (query ? ", one page" : "") },
          query ? { query } : undefined,
          { 200: query ? apiPage(dto) : apiSuccess(z.array(dto)) },
          docs.list,
        ),
        async (c) =>
          query
            ? okPage(c, await list(c.var.db, (c.req.valid as (target: "query") => unknown)("query")))
            : ok(c, await list(c.var.db)),
      ),
    create:
      create &&
      install(
        define(
          root,
          { summary: `Create ${article(noun)}` },
          { body },
          { 201: apiSuccess(resource.created ?? dto) },
          docs.create,
        ),
        async (c) => ok(c, await create(c.var.db, actorOf(c), json(c)), 201),
      ),
    get:
      get &&
      install(
        define(item, { summary: `One ${noun}`, errors: [404] }, { params }, { 200: apiSuccess(dto) }, docs.get),
        async (c) => ok(c, await get(c.var.db, keyOf(c))),
      ),
    update:
      update &&
      install(
        define(
          item,
          { summary: `Update ${article(noun)}`, errors: [404] },
          { params, body: updateBody },
          { 200: apiSuccess(dto) },
          docs.update,
        ),
        async (c) => ok(c, await update(c.var.db, actorOf(c), keyOf(c), json(c))),
      ),
    remove:
      remove &&
      install(
        define(
          item,
          { summary: `Delete ${article(noun)}`, errors: [404] },
          { params },
          { 200: apiSuccess(deletedResult) },
          docs.remove,
        ),
        async (c) => {
          await remove(c.var.db, actorOf(c), keyOf(c));
          return ok(c, { deleted: true });
        },
      ),
  };
  /**
   * A module's router with every standard operation the service has, in the order `GET /`, `POST /`,
   * then `GET`, `PUT` and `DELETE` on `/:key`. Chain special operations after it only when their
   * paths cannot be read as `/:key`; otherwise write the chain out.
   */
  const router = () => {
    const r = routes(op);
    const standard = [
      ["get", answers.list],
      ["post", answers.create],
      ["get", answers.get],
      ["put", answers.update],
      ["delete", answers.remove],
    ] as const;
    for (const [method, route] of standard) if (route) r[method](route as never);
    return r;
  };
  type ItemDef<R> = { path: Item<B, K>; auth: Auth; request: R; responses: Record<number, z.ZodType> };
  return { ...answers, router } as unknown as {
    router: typeof router;
    list: Route<Root<B>, { path: Root<B>; auth: Auth; request: { query: Query }; responses: object }>;
    create: Route<Root<B>, { path: Root<B>; auth: Auth; request: { body: Body }; responses: object }>;
    get: Route<Item<B, K>, ItemDef<{ params: typeof params }>>;
    update: Route<Item<B, K>, ItemDef<{ params: typeof params; body: UpdateBody }>>;
    remove: Route<Item<B, K>, ItemDef<{ params: typeof params }>>;
  };
}
