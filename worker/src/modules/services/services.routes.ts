import { serviceBody, serviceListQuery, serviceSlugParam, serviceUpdateBody } from "@app/shared/schemas/catalogue";
import { uuidParam } from "@app/shared/schemas/common";
import {
  serviceAccountBody,
  serviceAccountParam,
  serviceAccountUpdateBody,
} from "@app/shared/schemas/service-accounts";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import {
  createAccount,
  deleteAccount,
  listAccounts,
  sharedAccountAlerts,
  updateAccount,
} from "../service-accounts/service-accounts.service.ts";
import { checkAccount } from "../service-health/health-checks.ts";
import {
  accessService,
  createService,
  deleteService,
  getService,
  listServices,
  previewServices,
  supportServices,
  updateService,
} from "./services.service.ts";

export const servicesRoutes = new Hono<AppBindings>()
  .get("/list/preview", async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return ok(c, await previewServices(c.var.db));
  })
  .get("/list/shared-account-alerts", requireAdmin, async (c) => ok(c, await sharedAccountAlerts(c.var.db)))
  .get("/list/support-service", requireAuth, async (c) => ok(c, await supportServices(c.var.db)))
  .get("/access/:slug", requireAuth, validate("param", serviceSlugParam), async (c) =>
    ok(c, await accessService(c.var.db, c.env, c.get("auth").user.id, c.req.valid("param").slug)),
  )
  .get("/", requireAdmin, validate("query", serviceListQuery), async (c) => {
    return okPage(c, await listServices(c.var.db, c.req.valid("query")));
  })
  .post("/", requireAdmin, validate("json", serviceBody), async (c) =>
    ok(c, await createService(c.var.db, c.env, actorOf(c), c.req.valid("json")), 201),
  )
  .get("/:uuid", requireAdmin, validate("param", uuidParam), async (c) =>
    ok(c, await getService(c.var.db, c.req.valid("param").uuid)),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", serviceUpdateBody), async (c) =>
    ok(c, await updateService(c.var.db, c.env, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteService(c.var.db, actorOf(c), c.req.valid("param").uuid);
    return ok(c, { deleted: true });
  })
  // The service's pool of upstream accounts (decision 047); reads never return a session.
  .get("/:uuid/accounts", requireAdmin, validate("param", uuidParam), async (c) => {
    c.header("Cache-Control", "no-store");
    return ok(c, await listAccounts(c.var.db, c.req.valid("param").uuid));
  })
  .post(
    "/:uuid/accounts",
    requireAdmin,
    validate("param", uuidParam),
    validate("json", serviceAccountBody),
    async (c) =>
      ok(c, await createAccount(c.var.db, c.env, actorOf(c), c.req.valid("param").uuid, c.req.valid("json")), 201),
  )
  .put(
    "/:uuid/accounts/:id",
    requireAdmin,
    validate("param", serviceAccountParam),
    validate("json", serviceAccountUpdateBody),
    async (c) => {
      const { uuid, id } = c.req.valid("param");
      return ok(c, await updateAccount(c.var.db, c.env, actorOf(c), uuid, id, c.req.valid("json")));
    },
  )
  // Probes the account with its session now (decision 048).
  .post("/:uuid/accounts/:id/check", requireAdmin, validate("param", serviceAccountParam), async (c) => {
    const { uuid, id } = c.req.valid("param");
    return ok(c, await checkAccount(c.var.db, c.env, uuid, id));
  })
  .delete("/:uuid/accounts/:id", requireAdmin, validate("param", serviceAccountParam), async (c) => {
    const { uuid, id } = c.req.valid("param");
    await deleteAccount(c.var.db, actorOf(c), uuid, id);
    return ok(c, { deleted: true });
  });
