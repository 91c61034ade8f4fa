import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { RegisterPage } from "../features/auth/components/register-page.tsx";
import { guardGuestPage } from "../features/auth/guards.ts";

/** `ref`: a referral code (SPEC §2); it is also kept in session storage until used. */
const registerSearchSchema = z.object({
  ref: z.catch(z.optional(z.string().check(z.maxLength(32))), undefined),
});

export const Route = createFileRoute("/register")({
  validateSearch: registerSearchSchema,
  beforeLoad: guardGuestPage,
  component: RegisterPage,
});
