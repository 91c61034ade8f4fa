import "../../lib/zod-config.ts";
import { z } from "zod";
import type { SenderDto, SenderInput } from "./api.ts";

const intField = (min: number, max: number) =>
  z.string().trim().min(1).pipe(z.coerce.number<string>().int().min(min).max(max));

export const SENDER_PROVIDERS = ["outbox", "http"] as const;

/** The sender dialog's schema (limits of the shared `senderBody`); numbers are typed as text. */
export const senderFormSchema = z.object({
  name: z.string().trim().min(1).max(100),
  fromAddress: z.string().trim().pipe(z.email().max(254)),
  replyTo: z
    .string()
    .trim()
    .pipe(z.union([z.literal(""), z.email().max(254)])),
  provider: z.enum(SENDER_PROVIDERS),
  dailyLimit: intField(1, 10_000_000),
  perSecond: intField(1, 1000),
});
export type SenderFormInput = z.input<typeof senderFormSchema>;
export type SenderFormOutput = z.output<typeof senderFormSchema>;

export const SENDER_DEFAULTS: SenderFormInput = {
  name: "",
  fromAddress: "",
  replyTo: "",
  provider: "outbox",
  dailyLimit: "10000",
  perSecond: "10",
};

export function senderDefaults(sender: SenderDto | null): SenderFormInput {
  if (!sender) return SENDER_DEFAULTS;
  return {
    name: sender.name,
    fromAddress: sender.fromAddress,
    replyTo: sender.replyTo ?? "",
    provider: sender.provider,
    dailyLimit: String(sender.dailyLimit),
    perSecond: String(sender.perSecond),
  };
}

export function toSenderInput(values: SenderFormOutput): SenderInput {
  return { ...values, replyTo: values.replyTo === "" ? null : values.replyTo };
}
