import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { AuthResult } from "@app/shared/schemas/users";
import type { APIRequestContext } from "@playwright/test";

export interface RegisteredUser {
  name: string;
  email: string;
  password: string;
  token: string;
  user: AuthResult["user"];
}

let counter = 0;

/** A unique address per call, across parallel workers and repeated runs. */
export function uniqueEmail(prefix = "e2e", domain = "example.test"): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}-${random}@${domain}`;
}

/**
 * An Indonesian mobile number (E.164) of its own: the free trial is once per phone number, so a
 * number shared with another test's user could decide whether this one is offered it.
 */
export function uniquePhone(): string {
  return `+62812${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/** The e2e server lists this domain in ADMIN_EMAILS (root script serve:test). */
export const E2E_ADMIN_DOMAIN = "e2e-admin.test";

/**
 * Registers a fresh user through the API (one device per user: every test signs in as its own
 * user). `phone`/`country` make the profile complete; without them the user lands on
 * /complete-profile after signing in.
 */
export async function registerUser(
  request: APIRequestContext,
  options: { phone?: string; country?: string; referralCode?: string; name?: string; admin?: boolean } = {},
): Promise<RegisteredUser> {
  const name = options.name ?? "E2E Tester";
  const email = options.admin ? uniqueEmail("admin", E2E_ADMIN_DOMAIN) : uniqueEmail();
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`;
  const response = await request.post("/api/users/register", {
    data: {
      name,
      email,
      password,
      ...(options.phone ? { phone: options.phone } : {}),
      ...(options.country ? { country: options.country } : {}),
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { error: false; data: AuthResult };
  return { name, email, password, token: body.data.token, user: body.data.user };
}

/**
 * Registers a fresh admin with a complete profile: its address is in E2E_ADMIN_DOMAIN, which the
 * e2e server lists in ADMIN_EMAILS, so the registration itself gives the admin role.
 */
export function registerAdmin(
  request: APIRequestContext,
  options: { phone?: string; country?: string; name?: string } = {},
): Promise<RegisteredUser> {
  return registerUser(request, { name: "E2E Admin", phone: "+6281234567800", country: "ID", ...options, admin: true });
}

const execFileAsync = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Makes a registered user an admin with the root script `npm run admin:create -- <email>`, which
 * edits the local D1 SQLite file through libSQL while `wrangler dev` runs. There is no HTTP way to
 * promote; the user's next sign-in gets the admin role. Gives each spec an admin of its own, so no
 * two parallel tests share the seeded admin (one device per user). Under heavy write load the
 * script can meet SQLITE_BUSY (the Worker holds the write lock for a moment): it is retried.
 */
export async function promoteToAdmin(email: string, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await execFileAsync("npm", ["run", "--silent", "admin:create", "--", email], {
        cwd: REPO_ROOT,
        timeout: 60_000,
      });
      return;
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      const output = `${stderr}${stdout}`;
      if (attempt < attempts && /SQLITE_BUSY|database is locked/i.test(output)) {
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        continue;
      }
      throw new Error(`admin:create failed for ${email}: ${output || String(error)}`);
    }
  }
}

/** The name every category an e2e spec creates starts with (the status page's test leaves them out). */
export const E2E_CATEGORY_PREFIX = "Cat ";
