import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import type { AppBindings } from "../types.ts";
import { type Actor, actorOf } from "./actor.ts";
import { ok } from "./respond.ts";
import { validate } from "./validate.ts";

/** What an admin-managed list of rows offers, as its service implements it. */
export type CrudService<Dto, Create, Update> = {
  list(db: Db): Promise<Dto[]>;
  get(db: Db, id: string): Promise<Dto>;
  create(db: Db, actor: Actor, input: Create): Promise<Dto>;
  update(db: Db, actor: Actor, id: string, input: Update): Promise<Dto>;
  remove(db: Db, actor: Actor, id: string): Promise<void>;
};

/**
 * The five routes of a list of rows: GET / and POST / (201), then GET, PUT and DELETE on `/:<param>`
 * (a uuid). Mount it behind the caller's own access rule (`requireAdmin`).
 */
export function crudRoutes<P extends string, C extends z.ZodType, U extends z.ZodType, Dto>(
  param: P,
  body: { create: C; update: U },
  service: CrudService<Dto, z.output<C>, z.output<U>>,
) {
  const idParam = z.object({ [param]: z.uuid() } as Record<P, z.ZodUUID>);
  const path = `/:${param}` as const;
  const idOf = (params: object) => (params as Record<string, string>)[param] as string;
  return new Hono<AppBindings>()
    .get("/", async (c) => ok(c, await service.list(c.var.db)))
    .post("/", validate("json", body.create), async (c) =>
      ok(c, await service.create(c.var.db, actorOf(c), c.req.valid("json")), 201),
    )
    .get(path, validate("param", idParam), async (c) => ok(c, await service.get(c.var.db, idOf(c.req.valid("param")))))
    .put(path, validate("param", idParam), validate("json", body.update), async (c) =>
      ok(c, await service.update(c.var.db, actorOf(c), idOf(c.req.valid("param")), c.req.valid("json"))),
    )
    .delete(path, validate("param", idParam), async (c) => {
      await service.remove(c.var.db, actorOf(c), idOf(c.req.valid("param")));
      return ok(c, { deleted: true });
    });
}
