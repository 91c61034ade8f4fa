import { formatPrice } from "@app/shared/cart";
import type { Locale } from "@app/shared/constants";

/**
 * Money of DESIGN.md: amounts are integers in the currency's minor unit, shown with
 * Intl.NumberFormat in the page's language (IDR without decimals, USD with two, …).
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return formatPrice(amount, currency, locale);
}
