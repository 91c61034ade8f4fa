import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import type { EmailMessage, EmailSender } from "./sender.ts";

/** The default sender: stores each message in D1, where the admin outbox viewer lists it. */
export function outboxSender(db: Db): EmailSender {
  const row = (message: EmailMessage) => ({
    toAddress: message.to,
    fromAddress: message.from,
    subject: message.subject,
    html: message.html,
    text: message.text ?? null,
    headers: message.headers ?? null,
    blastId: message.blastId ?? null,
  });
  return {
    async sendBatch(messages: EmailMessage[]) {
      const inserts = [];
      // 9 columns a row: 11 rows keep a statement under D1's 100 bound parameters.
      for (let i = 0; i < messages.length; i += 11)
        inserts.push(db.insert(outbox).values(messages.slice(i, i + 11).map(row)));
      for (let i = 0; i < inserts.length; i += 50) {
        const part = inserts.slice(i, i + 50);
        if (part.length) await db.batch(part as [(typeof part)[number], ...typeof part]);
      }
    },
    async send(message: EmailMessage) {
      await db.insert(outbox).values(row(message));
    },
  };
}
