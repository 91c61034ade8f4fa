import { createFileRoute } from "@tanstack/react-router";
import { CategoriesPage } from "../../../../features/admin-catalogue/components/categories-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/categories")({
  component: CategoriesPage,
});
