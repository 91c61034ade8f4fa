import type { MessageKey } from "./en.ts";
import { adminId } from "./id/admin.ts";
import { appId } from "./id/app.ts";
import { siteId } from "./id/site.ts";
import { statusId } from "./id/status.ts";

/** Indonesian dictionary: the same keys as `en`, in the same three areas, checked by the type and by a test. */
export const id: Record<MessageKey, string> = { ...appId, ...siteId, ...statusId, ...adminId };
