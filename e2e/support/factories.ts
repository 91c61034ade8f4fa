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
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}-${random}@example.test`;
}

/**
 * Registers a fresh user through the API (one device per user: every test signs in as its own
 * user). `phone`/`country` make the profile complete; without them the user lands on
 * /complete-profile after signing in.
 */
export async function registerUser(
  request: APIRequestContext,
  options: { phone?: string; country?: string; referralCode?: string; name?: string } = {},
): Promise<RegisteredUser> {
  const name = options.name ?? "E2E Tester";
  const email = uniqueEmail();
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
