import type { AppEnv } from "../../env.ts";
import { coinbaseProvider } from "./coinbase.ts";
import type { PaymentProvider } from "./provider.ts";
import { sandboxProvider } from "./sandbox.ts";
import { xenditProvider } from "./xendit.ts";

/** Providers on offer: production keys from the environment; with none, only the sandbox. */
export function gatewayProvider(env: AppEnv): PaymentProvider {
  if (env.XENDIT_SECRET_KEY && env.XENDIT_CALLBACK_TOKEN) {
    return xenditProvider({
      baseUrl: env.XENDIT_BASE_URL ?? "https://api.xendit.co",
      secretKey: env.XENDIT_SECRET_KEY,
      callbackToken: env.XENDIT_CALLBACK_TOKEN,
    });
  }
  return sandboxProvider(env.JWT_SECRET);
}

export function cryptoProvider(env: AppEnv): PaymentProvider | null {
  if (!env.COINBASE_API_KEY || !env.COINBASE_WEBHOOK_SECRET) return null;
  return coinbaseProvider({
    baseUrl: env.COINBASE_BASE_URL ?? "https://api.commerce.coinbase.com",
    apiKey: env.COINBASE_API_KEY,
    webhookSecret: env.COINBASE_WEBHOOK_SECRET,
  });
}

export function providerByName(env: AppEnv, name: string): PaymentProvider | null {
  if (name === "sandbox") return sandboxProvider(env.JWT_SECRET);
  if (name === "xendit") return env.XENDIT_SECRET_KEY ? gatewayProvider(env) : null;
  if (name === "coinbase") return cryptoProvider(env);
  return null;
}
