import type { Locale } from "../constants.ts";
import { en } from "./en.ts";
import { id } from "./id.ts";
import { type Dictionary, registerDictionary } from "./translate-core.ts";

export type { MessageKey } from "./translate-core.ts";
export { translate, translator } from "./translate-core.ts";

export const dictionaries: Record<Locale, Dictionary> = { en, id };
registerDictionary("en", en);
registerDictionary("id", id);
