import type { AppEnv } from "../env.ts";
import { isAdminEmail } from "./admin-emails.ts";
import { merchantProblems } from "./merchant.ts";

/** Placeholders shipped in `.dev.vars.example`; a Worker running with one of them is misconfigured. */
const PLACEHOLDER = /change-me/i;

function weakSecret(value: string | undefined): boolean {
  if (!value || value.length < 32 || PLACEHOLDER.test(value)) return true;
  // At least 8 distinct characters: "aaaa…" or "0101…" is not a secret.
  return new Set(value).size < 8;
}

function base64Key32(value: string | undefined): boolean {
  if (!value || PLACEHOLDER.test(value)) return false;
  try {
    return atob(value.trim()).length === 32;
  } catch {
    return false;
  }
}

/** A bare origin ("https://example.com", no path) with one of the given schemes. */
function isOrigin(value: string | undefined, schemes: string[]): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}

/**
 * What is wrong with the Worker's configuration, one sentence each
 * (docs/decisions/001-production-is-the-default.md). Every secret other keys are derived from
 * (sandbox signatures, OIDC state, unsubscribe tokens) is JWT_SECRET, so checking it covers them.
 */
export function configurationProblems(env: AppEnv): string[] {
  const problems: string[] = [];
  if (!["development", "test", "production"].includes(env.ENVIRONMENT))
    problems.push("ENVIRONMENT must be development, test or production.");
  if (weakSecret(env.JWT_SECRET))
    problems.push("JWT_SECRET is missing or weak (at least 32 random characters are required).");
  if (!base64Key32(env.SERVICE_SECRET_KEY))
    problems.push("SERVICE_SECRET_KEY is missing or is not a base64-encoded 32-byte key.");
  if (env.ENVIRONMENT === "production") {
    if (!isOrigin(env.APP_ORIGIN, ["https:"])) problems.push("APP_ORIGIN must be the public https origin of the site.");
    if (isAdminEmail(env.ADMIN_EMAILS, "admin@demo.test"))
      problems.push("ADMIN_EMAILS must not list the demo admin in production.");
  } else if (!isOrigin(env.APP_ORIGIN, ["https:", "http:"])) {
    problems.push("APP_ORIGIN must be an http(s) origin such as http://localhost:8787.");
  }
  problems.push(...merchantProblems(env));
  return problems;
}

const checked = new WeakMap<object, string[]>();

/** The problems of this env object, computed once per isolate and env. */
export function cachedConfigurationProblems(env: AppEnv): string[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = configurationProblems(env);
    checked.set(env, problems);
  }
  return problems;
}

/** The public origin every absolute link is built from, never the request's Host. */
export function appOrigin(env: Pick<AppEnv, "APP_ORIGIN">): string {
  return env.APP_ORIGIN.replace(/\/$/, "");
}

/** A secret that other keys are derived from; the start-up check makes a missing one unreachable. */
export function requireSecret(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is not configured`);
  return value;
}
