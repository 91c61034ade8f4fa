import { createApp } from "./app.ts";
import { createDb } from "./db/client.ts";
import type { AppEnv } from "./env.ts";
import { consumeEmailQueue } from "./modules/email/blast-consumer.ts";
import { startDueBlasts } from "./modules/email/blasts.service.ts";
import { expirePendingTransactions } from "./modules/payments/payments.service.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    const db = createDb(env.DB);
    ctx.waitUntil(
      Promise.all([expirePendingTransactions(db, env), startDueBlasts(db, env)]).then(([expired, started]) =>
        console.log(
          JSON.stringify({ level: "info", cron: "minutely", expiredTransactions: expired, startedBlasts: started }),
        ),
      ),
    );
  },
  async queue(batch, env) {
    await consumeEmailQueue(batch, env);
  },
} satisfies ExportedHandler<AppEnv>;
