import { env } from "cloudflare:workers";
import { createApp } from "../src/app.ts";
import { createDb } from "../src/db/client.ts";
import { users } from "../src/db/schema.ts";
import { randomCode } from "../src/lib/codes.ts";
import { canonicalEmail } from "../src/lib/email.ts";
import { hashPassword } from "../src/lib/password.ts";

export const app = createApp();
export const db = () => createDb(env.DB);
export const PASSWORD = "Test#Password1";

let sharedHash: Promise<string> | null = null;
/** One scrypt hash reused by every factory user: hashing is deliberately slow. */
const passwordHash = () => {
  sharedHash ??= hashPassword(PASSWORD);
  return sharedHash;
};

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export async function createUser(
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  const email = overrides.email ?? uniqueEmail();
  const [row] = await db()
    .insert(users)
    .values({
      name: "Test User",
      email,
      emailCanonical: canonicalEmail(email),
      passwordHash: await passwordHash(),
      phone: "+6281234567890",
      country: "ID",
      referralCode: randomCode(8),
      ...overrides,
    })
    .returning();
  return row as typeof users.$inferSelect;
}

export type Call = (
  path: string,
  init?: RequestInit & { json?: unknown; token?: string; cookie?: string },
) => Promise<Response>;

/** Calls the app like a browser would, with optional JSON body, bearer token and cookie. */
export const call: Call = async (path, init = {}) => {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (!headers.has("user-agent")) {
    headers.set(
      "user-agent",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
    );
  }
  return app.request(
    path,
    { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body },
    env,
  );
};

export async function signIn(email: string, password = PASSWORD) {
  const res = await call("/api/auth/login", { method: "POST", json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = await res.json<{ data: { token: string } }>();
  return { token: body.data.token, cookie: refreshCookieOf(res) };
}

export function refreshCookieOf(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const match = /refresh_token=([^;]*)/.exec(header);
  return match ? `refresh_token=${match[1]}` : "";
}

export async function errorOf(res: Response) {
  return res.json<{
    error: boolean;
    message: string;
    code: string;
    details?: { fields?: { field: string; message: string }[] };
  }>();
}

/** A new admin, signed in: their id, bearer token and refresh cookie. */
export async function signInAdmin() {
  const user = await createUser({ role: "admin" });
  return { id: user.id, ...(await signIn(user.email)) };
}
