import { LOCALES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { TemplatesPage } from "../../../../features/admin-email/components/templates-page.tsx";
import { oneOf, optionalString, searchParams } from "../../../../lib/search-params.ts";

/**
 * The email, the reader's language and the frame's width in the URL. The page checks the email's
 * name against MAIL_TEMPLATE_NAMES: that list stays out of the entry chunk, with the rest of
 * shared/src/constants/comms.ts.
 */
const templatesSearchSchema = searchParams({
  name: optionalString({ max: 40 }),
  lang: oneOf(LOCALES),
  width: oneOf(["phone", "computer"] as const),
});

export const Route = createFileRoute("/_auth/panel/admin/email/templates")({
  validateSearch: templatesSearchSchema,
  component: TemplatesPage,
});
