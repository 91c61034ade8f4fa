import { translate } from "@app/shared/i18n/translate";
import type { MerchantInfo } from "@app/shared/schemas/commerce";
import type { AppEnv } from "../env.ts";

type MerchantEnv = Pick<
  AppEnv,
  | "APP_ORIGIN"
  | "MERCHANT_NAME"
  | "MERCHANT_EMAIL"
  | "MERCHANT_ADDRESS"
  | "MERCHANT_TAX_ID"
  | "TAX_LABEL"
  | "TAX_RATE_PERCENT"
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const set = (value: string | undefined) => value?.trim() || null;

/** TAX_RATE_PERCENT as a number above 0 and below 100; null when unset, NaN when unusable. */
function taxRate(value: string | undefined): number | null {
  const text = set(value);
  if (text === null) return null;
  const rate = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  return rate > 0 && rate < 100 ? rate : Number.NaN;
}

/** Without MERCHANT_EMAIL: support@ the public origin's domain (www. left out). */
function defaultEmail(appOrigin: string): string {
  let host = "localhost";
  try {
    host = new URL(appOrigin).hostname.replace(/^www\./, "") || host;
  } catch {
    // APP_ORIGIN is checked at start-up (config-check); the default only has to be a string
  }
  return `support@${host}`;
}

/** The seller as the checkout and the receipts show it, from the MERCHANT_* and TAX_* settings. */
export function merchantInfo(env: MerchantEnv): MerchantInfo {
  const label = set(env.TAX_LABEL);
  const rate = taxRate(env.TAX_RATE_PERCENT);
  return {
    name: set(env.MERCHANT_NAME) ?? translate("en", "app.name"),
    email: set(env.MERCHANT_EMAIL) ?? defaultEmail(env.APP_ORIGIN),
    address: set(env.MERCHANT_ADDRESS),
    taxId: set(env.MERCHANT_TAX_ID),
    tax: label && rate !== null && Number.isFinite(rate) ? { label, ratePercent: rate } : null,
  };
}

/**
 * The tax included in a tax-inclusive amount (minor units, rounded half up): amount × r / (100 + r).
 * Integer arithmetic on hundredths of a percent, so 11% of 49 000 is exactly 4 856.
 */
export function includedTax(amount: number, ratePercent: number): number {
  const rate = Math.round(ratePercent * 100);
  return Math.round((amount * rate) / (10_000 + rate));
}

/** Settings that are set but unusable, one sentence each (part of the start-up check). */
export function merchantProblems(env: MerchantEnv): string[] {
  const problems: string[] = [];
  const email = set(env.MERCHANT_EMAIL);
  if (email !== null && !EMAIL.test(email)) problems.push("MERCHANT_EMAIL must be an email address.");
  const rate = taxRate(env.TAX_RATE_PERCENT);
  if (rate !== null && !Number.isFinite(rate))
    problems.push("TAX_RATE_PERCENT must be a number above 0 and below 100, such as 11.");
  if ((rate === null) !== (set(env.TAX_LABEL) === null))
    problems.push("TAX_LABEL and TAX_RATE_PERCENT go together: set both or neither.");
  return problems;
}
