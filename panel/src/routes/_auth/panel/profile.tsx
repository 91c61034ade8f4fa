import { createFileRoute } from "@tanstack/react-router";
import { countriesQueryOptions, devicesQueryOptions } from "../../../features/profile/api.ts";
import { ProfilePage } from "../../../features/profile/components/profile-page.tsx";
import { currentLocale } from "../../../lib/locale.tsx";

export const Route = createFileRoute("/_auth/panel/profile")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(countriesQueryOptions(currentLocale())),
      context.queryClient.ensureQueryData(devicesQueryOptions()),
    ]),
  component: ProfilePage,
});
