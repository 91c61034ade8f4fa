import { expect } from "vitest";
import { call } from "./factories.ts";

/** The `data` of a success envelope. */
export async function json<T>(res: Response): Promise<T> {
  return (await res.json<{ data: T }>()).data;
}

export async function makeCategory(token: string, name = `Cat ${crypto.randomUUID().slice(0, 6)}`) {
  return json<{ uuid: string; name: string }>(
    await call("/api/category-services", { method: "POST", token, json: { name } }),
  );
}

/** A key service with a known secret ("sk-live-SECRET-123") unless `extra` says otherwise. */
export async function makeService(token: string, extra: Record<string, unknown> = {}) {
  const res = await call("/api/services", {
    method: "POST",
    token,
    json: {
      name: `Service ${crypto.randomUUID().slice(0, 6)}`,
      typeService: "key",
      accessSecret: "sk-live-SECRET-123",
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return json<{ uuid: string; name: string; slug: string; hasSecret: boolean }>(res);
}

/** A cookie service opened at `${site}/home`, with no session until an account of its pool gives one. */
export async function makeCookieService(token: string, site: string, extra: Record<string, unknown> = {}) {
  const res = await call("/api/services", {
    method: "POST",
    token,
    json: {
      name: `Cookie ${crypto.randomUUID().slice(0, 8)}`,
      typeService: "cookie",
      accessUrl: `${site}/home`,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return json<{ uuid: string; name: string; slug: string; probeUrl: string | null }>(res);
}

export async function makePackage(token: string, extra: Record<string, unknown> = {}) {
  const res = await call("/api/packages-subscriptions", {
    method: "POST",
    token,
    json: { namePackage: `Pkg ${crypto.randomUUID().slice(0, 6)}`, price: 99_000, days: 30, ...extra },
  });
  expect(res.status).toBe(201);
  return json<{ uuid: string; namePackage: string; currency: string; status: string }>(res);
}
