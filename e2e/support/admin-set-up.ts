import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "./extension-browser.ts";
import { type RegisteredUser, registerAdmin } from "./factories.ts";

/**
 * A spec's set-up as a fresh admin: makes a scratch folder (`<tmp>/<scratchPrefix>…`, for browser
 * profiles and downloads), registers an admin and runs `build` with an API context that is disposed
 * afterwards. If the set-up fails, the scratch folder is removed again. Removing it after the tests
 * is the spec's part.
 */
export async function setUpAsAdmin<T extends object>(
  scratchPrefix: string,
  build: (api: APIRequestContext, admin: RegisteredUser) => Promise<T>,
): Promise<T & { scratch: string; admin: RegisteredUser }> {
  const scratch = mkdtempSync(path.join(tmpdir(), scratchPrefix));
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const admin = await registerAdmin(api);
    return { ...(await build(api, admin)), scratch, admin };
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  } finally {
    await api.dispose();
  }
}
