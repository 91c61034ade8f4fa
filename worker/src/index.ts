import { createApp } from "./app.ts";
import { createDb } from "./db/client.ts";
import type { AppEnv } from "./env.ts";
import { expirePendingTransactions } from "./modules/payments/payments.service.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      expirePendingTransactions(createDb(env.DB), env).then((n) =>
        console.log(JSON.stringify({ level: "info", cron: "expire-pending-transactions", expired: n })),
      ),
    );
  },
  async queue(batch, _env) {
    for (const message of batch.messages) message.ack();
  },
} satisfies ExportedHandler<AppEnv>;
