import { MAIL_TEMPLATE_NAMES } from "@app/shared/constants/comms";
import { createFileRoute } from "@tanstack/react-router";
import { TemplatesPage } from "../../../../features/admin-email/components/templates-page.tsx";
import { oneOf, searchParams } from "../../../../lib/search-params.ts";

/** The email, the reader's language and the frame's width in the URL. */
const templatesSearchSchema = searchParams({
  name: oneOf(MAIL_TEMPLATE_NAMES),
  lang: oneOf(["en", "id"] as const),
  width: oneOf(["phone", "computer"] as const),
});

export const Route = createFileRoute("/_auth/panel/admin/email/templates")({
  validateSearch: templatesSearchSchema,
  component: TemplatesPage,
});
