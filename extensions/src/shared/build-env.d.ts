// Constants that scripts/build.ts substitutes at bundle time (esbuild `define`).
/** The panel origins this build trusts, e.g. ["http://localhost:8787", "http://127.0.0.1:8787"]. */
declare const __APP_ORIGINS__: readonly string[];
/** The extension's version (package.json "version" or EXTENSION_VERSION). */
declare const __EXTENSION_VERSION__: string;
/** The browser this build is for: "chrome" (Chrome and Edge) or "firefox" (decision 059). */
declare const __BROWSER__: "chrome" | "firefox";
