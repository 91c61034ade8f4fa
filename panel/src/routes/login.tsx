import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { LoginPage } from "../features/auth/components/login-page.tsx";
import { guardLoginPage } from "../features/auth/guards.ts";
import { FORCED_LOGOUT_REASONS } from "../lib/session/logout-reason.ts";

/**
 * `redirect`: where to go after sign-in (SPEC §4). `google` and `returnUrl` are set by the server
 * when it sends the browser back from Google. `reason` is set by a forced logout (a fixed code the
 * page explains). Malformed values are dropped.
 */
const loginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  returnUrl: z.catch(z.optional(z.string()), undefined),
  google: z.catch(z.optional(z.enum(["success", "error"])), undefined),
  reason: z.catch(z.optional(z.enum(FORCED_LOGOUT_REASONS)), undefined),
});

export const Route = createFileRoute("/login")({
  validateSearch: loginSearchSchema,
  beforeLoad: guardLoginPage,
  component: LoginPage,
});
