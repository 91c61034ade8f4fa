import { id as shared } from "@app/shared/i18n/id";
import type { ExtensionDictionary } from "./en.ts";
import { extensionTexts } from "./pick.ts";

/** Texts of the extensions, Indonesian: the `ext.*` entries of shared/src/i18n/id.ts. */
export const id: ExtensionDictionary = extensionTexts(shared) as ExtensionDictionary;
