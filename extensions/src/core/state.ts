import type { SubscriptionInfo, UserInfo } from "../shared/protocol.ts";
import { createQueue } from "../shared/serial.ts";
import type { AppliedCookie } from "./cookie-mapping.ts";
import type { PopupService } from "./popup-services.ts";
import type { AppliedStorage } from "./site-storage.ts";

/** What was applied for one service, remembered so it can be removed again (decision 047). */
export interface AppliedService {
  url: string;
  /** The service's name, for the protected-page notice. */
  name?: string;
  cookies: AppliedCookie[];
  /** `localStorage` keys written, per origin. */
  storage?: AppliedStorage;
  /** declarativeNetRequest dynamic rules that block the account's own pages. */
  ruleIds?: number[];
}

/** Everything the Access extension keeps, in chrome.storage.local (one key per field). */
export interface CoreState {
  /** Origin of the panel page that linked the extension: the API base. */
  apiOrigin: string | null;
  token: string | null;
  expiresAt: string | null;
  user: UserInfo | null;
  subscription: SubscriptionInfo | null;
  /** Per service uuid. */
  applied: Record<string, AppliedService>;
  /** Enabled conflicting extensions, as the Session Helper last reported them. */
  conflicts: string[];
  /** The API answered 426: this version is below the minimum. */
  outdated: boolean;
  /** The linked user is an admin: the popup offers to save a site's session. */
  canCapture: boolean;
  /** The subscription's services as last listed, so that the popup shows them at once. */
  services: PopupService[];
}

export const EMPTY_STATE: CoreState = {
  apiOrigin: null,
  token: null,
  expiresAt: null,
  user: null,
  subscription: null,
  applied: {},
  conflicts: [],
  outdated: false,
  canCapture: false,
  services: [],
};

const KEYS = Object.keys(EMPTY_STATE) as (keyof CoreState)[];

export async function loadState(): Promise<CoreState> {
  const stored = (await chrome.storage.local.get(KEYS)) as Partial<CoreState>;
  return { ...EMPTY_STATE, ...stored };
}

export async function saveState(patch: Partial<CoreState>): Promise<void> {
  await chrome.storage.local.set(patch);
}

/** Top-level handlers of the service worker run one after the other (see createQueue). */
export const serialized = createQueue();
