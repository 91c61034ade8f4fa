import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import type { EmailMessage, EmailSender } from "./sender.ts";

/** The default sender: stores each message in D1, where the admin outbox viewer lists it. */
export function outboxSender(db: Db): EmailSender {
  return {
    async send(message: EmailMessage) {
      await db.insert(outbox).values({
        toAddress: message.to,
        fromAddress: message.from,
        subject: message.subject,
        html: message.html,
        text: message.text ?? null,
        headers: message.headers ?? null,
        blastId: message.blastId ?? null,
      });
    },
  };
}
