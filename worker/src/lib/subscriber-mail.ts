import type { Db } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import type { RenderedMail } from "../mail/render.ts";
import { emailSender } from "../providers/email/registry.ts";
import { DEFAULT_FROM } from "../providers/email/sender.ts";

/** Sends one mail to a subscriber; a refusal is logged and never undoes what was paid or decided. */
export async function mailSubscriber(db: Db, env: AppEnv, to: string, mail: RenderedMail, what: string) {
  try {
    await emailSender(env, db).send({ to, from: DEFAULT_FROM, ...mail });
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: "error", mail: what, error: String(error) }));
    return false;
  }
}
