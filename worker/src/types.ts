import type { AdminAccess } from "@app/shared/constants";
import type { Db } from "./db/client.ts";
import type { sessions, users } from "./db/schema.ts";
import type { AppEnv } from "./env.ts";
import type { D1Figures } from "./lib/d1-session.ts";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * A live session and its user: what `requireAuth` sets as `c.var.auth`. An admin who has not passed
 * the second factor has the `user` role here, and `adminAccess` says what they must do (decision 053).
 */
export type Authenticated = { user: UserRow; session: SessionRow; adminAccess: AdminAccess | null };

/** What middleware puts on the context: the request id, the signed-in user, the database and its figures. */
export type AppVariables = { requestId: string; auth: Authenticated; db: Db; d1: D1Figures };

/** The Hono environment of every route and middleware of the Worker. */
export type AppBindings = { Bindings: AppEnv; Variables: AppVariables };
