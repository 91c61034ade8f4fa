import { createApp } from "./app.ts";
import type { AppEnv } from "./env.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller, _env, _ctx) {
    // Jobs (expiring pending transactions, scheduled blasts) are registered by their modules.
  },
  async queue(batch, _env) {
    for (const message of batch.messages) message.ack();
  },
} satisfies ExportedHandler<AppEnv>;
