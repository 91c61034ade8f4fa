import { createFileRoute, redirect } from "@tanstack/react-router";

// "/" is the marketing home in production; on the dev server it leads to the panel.
export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/panel", replace: true });
  },
});
