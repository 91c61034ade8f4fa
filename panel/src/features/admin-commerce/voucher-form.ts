import "../../lib/zod-config.ts";
import {
  type VoucherCreateBody,
  type VoucherDto,
  type VoucherUpdateBody,
  voucherCreateBody,
} from "@app/shared/schemas/commerce";
import { z } from "zod";
import { dayStartIso } from "../../lib/list-search.ts";

/**
 * Form schemas of the voucher dialogs, from the shared `voucherCreateBody`: inputs are strings
 * (what the fields hold), read as numbers and checked by the body's own number schemas, whose
 * messages come from the shared error map (docs/product.md#forms-and-validation) in the page's
 * language.
 */
const body = voucherCreateBody.shape;
const numberText = (schema: z.ZodNumber) => z.string().trim().min(1).pipe(z.coerce.number<string>().pipe(schema));

/** YYYY-MM-DD or empty (no deadline). */
const dayField = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);

const codeSchema = body.code.unwrap();
export const VOUCHER_CODE_MIN = codeSchema.minLength ?? 1;
export const VOUCHER_CODE_MAX = codeSchema.maxLength ?? Number.POSITIVE_INFINITY;
export const VOUCHER_QUANTITY_MAX = body.quantity.unwrap().maxValue ?? Number.POSITIVE_INFINITY;

const common = {
  packageUuid: z.string().min(1),
  days: numberText(body.days),
  maxRedemptions: numberText(body.maxRedemptions.unwrap()),
  perUserLimit: numberText(body.perUserLimit.unwrap()),
  redeemBy: dayField,
  status: body.status.unwrap(),
};

export const voucherCreateFormSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("code"),
    // The body's limits; its pattern again, without the API's English message (the error map's words instead).
    code: z
      .string()
      .trim()
      .min(VOUCHER_CODE_MIN)
      .max(VOUCHER_CODE_MAX)
      .regex(/^[A-Za-z0-9-]+$/),
    quantity: z.string(),
    ...common,
  }),
  z.object({
    mode: z.literal("generate"),
    code: z.string(),
    quantity: numberText(body.quantity.unwrap()),
    ...common,
  }),
]);
export type VoucherCreateFormOutput = z.output<typeof voucherCreateFormSchema>;

export const VOUCHER_CREATE_DEFAULTS: z.input<typeof voucherCreateFormSchema> = {
  mode: "code",
  code: "",
  quantity: "10",
  packageUuid: "",
  days: "",
  maxRedemptions: "1",
  perUserLimit: "1",
  redeemBy: "",
  status: "active",
};

/** The last day a voucher can be redeemed → the API's exclusive deadline (the next midnight). */
function deadline(day: string): string | undefined {
  return day ? dayStartIso(day, 1) : undefined;
}

/** The API's exclusive deadline → the last calendar day (local) it can be redeemed, for the date field. */
export function lastRedeemDay(redeemBy: string | null): string {
  if (!redeemBy) return "";
  const date = new Date(Date.parse(redeemBy) - 1);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function toCreateInput(values: VoucherCreateFormOutput): VoucherCreateBody {
  // Typed, so each field is checked against the shared body (a spread alone is not).
  const shared: Omit<VoucherCreateBody, "code" | "quantity"> = {
    packageUuid: values.packageUuid,
    days: values.days,
    maxRedemptions: values.maxRedemptions,
    perUserLimit: values.perUserLimit,
    redeemBy: deadline(values.redeemBy),
    status: values.status,
  };
  return values.mode === "code" ? { ...shared, code: values.code } : { ...shared, quantity: values.quantity };
}

export const voucherEditFormSchema = z.object({
  days: common.days,
  maxRedemptions: common.maxRedemptions,
  perUserLimit: common.perUserLimit,
  redeemBy: common.redeemBy,
  status: common.status,
});

export function editDefaults(voucher: VoucherDto): z.input<typeof voucherEditFormSchema> {
  return {
    days: String(voucher.days),
    maxRedemptions: String(voucher.maxRedemptions),
    perUserLimit: String(voucher.perUserLimit),
    redeemBy: lastRedeemDay(voucher.redeemBy),
    status: voucher.status,
  };
}

export function toUpdateInput(values: z.output<typeof voucherEditFormSchema>): VoucherUpdateBody {
  return {
    days: values.days,
    maxRedemptions: values.maxRedemptions,
    perUserLimit: values.perUserLimit,
    redeemBy: values.redeemBy ? (deadline(values.redeemBy) ?? null) : null,
    status: values.status,
  };
}
