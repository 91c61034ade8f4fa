import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { LoginPage } from "../features/auth/components/login-page.tsx";

/** `redirect`: where to go after sign-in (SPEC §4); a malformed value is dropped. */
const loginSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute("/login")({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});
