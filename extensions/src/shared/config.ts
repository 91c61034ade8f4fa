import { EXTENSION_IDS } from "../../ids.ts";

/** The panel origins built into this copy of the extension (EXTENSION_APP_ORIGINS at build time). */
export const APP_ORIGINS: readonly string[] = __APP_ORIGINS__;
export const VERSION: string = __EXTENSION_VERSION__;
export const CORE_ID: string = EXTENSION_IDS.core;
export const HELPER_ID: string = EXTENSION_IDS.helper;
