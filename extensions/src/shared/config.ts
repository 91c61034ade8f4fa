import { type BrowserTarget, extensionIdsFor } from "./browser.ts";

/** The panel origins built into this copy of the extension (EXTENSION_APP_ORIGINS at build time). */
export const APP_ORIGINS: readonly string[] = __APP_ORIGINS__;
export const VERSION: string = __EXTENSION_VERSION__;
/** The browser this copy was built for (decision 059). */
export const BROWSER: BrowserTarget = __BROWSER__;
export const CORE_ID: string = extensionIdsFor(BROWSER).core;
export const HELPER_ID: string = extensionIdsFor(BROWSER).helper;
