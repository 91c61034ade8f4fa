import { call, signInAdmin } from "./factories.ts";

/** A signed-in admin and an email sender of theirs with limits no test reaches. */
export async function adminWithSender(sender: { name: string; fromAddress: string; replyTo?: string }) {
  const admin = await signInAdmin();
  const res = await call("/api/email-blasts/senders", {
    method: "POST",
    token: admin.token,
    json: { ...sender, dailyLimit: 1_000_000, perSecond: 1000 },
  });
  return { admin, senderId: (await res.json<{ data: { uuid: string } }>()).data.uuid };
}
