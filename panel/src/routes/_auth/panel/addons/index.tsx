import { createFileRoute } from "@tanstack/react-router";
import { AddonsPage } from "../../../../features/extensions/components/addons-page.tsx";
import { oneOf, searchParams } from "../../../../lib/search-params.ts";

/** `guide=1`: open the setup guide at once (from a service that needs the extensions, or a mailed link). */
const addonsSearchSchema = searchParams({ guide: oneOf([1]) });

// No loader: the page shows skeleton cards while the releases load.
export const Route = createFileRoute("/_auth/panel/addons/")({
  validateSearch: addonsSearchSchema,
  component: AddonsPage,
});
