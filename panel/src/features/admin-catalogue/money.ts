import { currencyDigits } from "@app/shared/cart";

/**
 * The price input is in major units (what people read: 49000 rupiah, 9.99 dollars); the API takes
 * integers in the currency's minor unit. IDR has 0 digits, so for IDR both numbers are the same.
 */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

export function toMajorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** True when `major` has no more decimals than the currency allows (e.g. none for IDR). */
export function fitsCurrency(major: number, currency: string): boolean {
  const scaled = major * 10 ** currencyDigits(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
