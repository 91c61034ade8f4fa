import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { themeBootPlugin } from "../shared/src/theme-boot-plugin.ts";

/**
 * Lazy admin code: features/admin, features/admin-* and the split-off parts (`?tsr-split=…`) of
 * the admin route files. The route files themselves (path, beforeLoad guard) stay in the route tree
 * of the entry. A chunk shared by several admin routes (e.g. a feature's api.ts) holds no split
 * route part, so the feature folders are matched on their own.
 */
function isAdminModule(id: string): boolean {
  const path = id.replaceAll("\\", "/");
  if (/\/src\/features\/admin(-[a-z0-9-]+)?\//.test(path)) return true;
  return path.includes("/src/routes/_auth/panel/admin/") && path.includes("tsr-split");
}

// The built panel is served by the Worker from /panel/ (assets under /panel/assets/), while its
// pages live at root-based URLs (/login, /panel/…, optionally prefixed with /en or /id).
// The dev server serves from "/" so that those URLs open directly on it.
export default defineConfig(({ command, isPreview }) => ({
  base: command === "build" || isPreview ? "/panel/" : "/",
  plugins: [
    // Must come before the React plugin.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/routeTree.gen.ts",
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    // The stored theme on <html> before the first paint (issue 28): a script file, as the CSP wants.
    themeBootPlugin({ dir: "assets", html: true }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/assemble-site.ts reads it to tell the marketing pages which files the sign-in needs.
    manifest: true,
    // CSP: nothing inlined as data: URLs, every asset is a file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Admin chunks are prefixed "admin-", so tests and the bundle benchmark can check that
        // ordinary users never load one. Only the names change; the splitting stays automatic.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some(isAdminModule) && !chunk.name.startsWith("admin")
            ? "assets/admin-[name]-[hash].js"
            : "assets/[name]-[hash].js",
      },
    },
  },
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:8787" } },
  },
}));
