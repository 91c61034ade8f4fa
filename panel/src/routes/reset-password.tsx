import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page.tsx";

/** `token`: from the emailed link; checked by the server. */
const resetSearchSchema = z.object({
  token: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
});

export const Route = createFileRoute("/reset-password")({
  validateSearch: resetSearchSchema,
  component: ResetPasswordPage,
});
