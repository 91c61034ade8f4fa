import { Outlet } from "@tanstack/react-router";

/**
 * Frame of the admin section (lazy chunk); its pages render in the outlet, each with its own h1.
 * The navigation between them is the shell's (the admin groups of the sidebar and the phone menu).
 */
export function AdminLayout() {
  return (
    <div className="flex flex-col gap-6" data-testid="admin-section">
      <Outlet />
    </div>
  );
}
