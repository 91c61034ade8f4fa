import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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

/**
 * The files every page has loaded before any route's chunk is asked for: the entry's own imports,
 * React's and the app's (router, route tree). Filled while the bundle is written, before Vite lists
 * each dynamic import's files to preload (docs/decisions/076).
 */
const bootFiles = new Set<string>();

function bootFilesPlugin(): Plugin {
  return {
    name: "panel-boot-files",
    enforce: "pre",
    generateBundle(_options, bundle) {
      bootFiles.clear();
      const chunks = new Map<string, { imports: string[] }>();
      const roots: string[] = [];
      let appChunk = false;
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        chunks.set(file.fileName, file);
        const id = (file.facadeModuleId ?? "").replaceAll("\\", "/");
        const isApp = id.endsWith("/panel/src/app.tsx");
        appChunk ||= isApp;
        if (file.isEntry || isApp || id.includes("/react-dom/client")) roots.push(file.fileName);
      }
      const add = (fileName: string) => {
        if (bootFiles.has(fileName)) return;
        bootFiles.add(fileName);
        for (const dep of chunks.get(fileName)?.imports ?? []) add(dep);
      };
      for (const root of roots) add(root);
      if (!appChunk) throw new Error("panel-boot-files: no chunk starts at src/app.tsx");
    },
  };
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
    bootFilesPlugin(),
    tailwindcss(),
    // The stored theme on <html> before the first paint (issue 28): a script file, as the CSP wants.
    themeBootPlugin({ dir: "assets", html: true }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/assemble-site.ts reads it to tell the marketing pages which files the sign-in needs.
    manifest: true,
    // A dynamic import preloads only the files not loaded at start: the start itself preloads
    // nothing, and no page preloads React or the router again. On the sign-in pages this halved
    // the blocking time Lighthouse measures (docs/decisions/076).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((dep) => !bootFiles.has(dep)),
    },
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
