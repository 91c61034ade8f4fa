import "../../lib/zod-config.ts";
import type { SenderBody } from "@app/shared/schemas/comms";
import { z } from "zod";
import type { SenderDto } from "./api.ts";

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

/** The body of POST /email-blasts/senders; PUT takes the same (every field of `senderUpdateBody`). */
export function toSenderInput(values: SenderFormOutput): SenderBody {
  return {
    name: values.name,
    fromAddress: values.fromAddress,
    replyTo: values.replyTo === "" ? null : values.replyTo,
    provider: values.provider,
    dailyLimit: values.dailyLimit,
    perSecond: values.perSecond,
  };
}
