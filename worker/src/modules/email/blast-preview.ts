import type { BlastPreview } from "@app/shared/schemas/comms";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { blastEmail, readersOf } from "./blast-consumer.ts";
import { assertSender } from "./blasts.service.ts";

export type BlastDraft = {
  senderId: string;
  subject: string;
  body: string;
  to?: string | undefined;
  name?: string | undefined;
};

/**
 * A blast's message for one recipient exactly as the queue consumer will send it (issue 44):
 * the same builder, the recipient's name and language, their unsubscribe link, the text part.
 */
export async function previewBlast(
  db: Db,
  env: AppEnv,
  draft: BlastDraft,
  admin: { email: string },
): Promise<BlastPreview> {
  const sender = await assertSender(db, draft.senderId);
  const recipient = { email: (draft.to ?? admin.email).toLowerCase(), name: draft.name ?? null };
  const message = await blastEmail(env, { id: null, ...draft }, sender, recipient, await readersOf(db, [recipient]));
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text ?? "",
    headers: message.headers ?? {},
    locale: message.locale,
  };
}

/** Sends the blast's message to the signed-in admin alone, at once (not through the queue). */
export async function sendTestBlast(db: Db, env: AppEnv, draft: BlastDraft, admin: { email: string; name: string }) {
  const { locale: _locale, ...message } = await previewBlast(
    db,
    env,
    { ...draft, to: admin.email, name: admin.name },
    admin,
  );
  await emailSender(env, db).send(message);
  return { to: message.to };
}
