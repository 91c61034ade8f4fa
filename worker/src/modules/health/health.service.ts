import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { readSetting, writeSettingStatement } from "../../lib/settings.ts";

/** The settings key of the scheduled handler's last run (issue 43). */
const LAST_CRON_KEY = "cron.lastRunAt";

/** Notes that the scheduled handler ran, at its scheduled time (Cloudflare's, or the local scheduler's). */
export async function recordCronRun(db: Db, scheduledTime: number): Promise<void> {
  await writeSettingStatement(db, LAST_CRON_KEY, scheduledTime);
}

/** When the scheduled handler last ran, or null when it never has on this database. */
export async function lastCronAt(db: Db): Promise<Date | null> {
  const at = await readSetting(db, LAST_CRON_KEY, z.number().int().positive().nullable(), null);
  return at === null ? null : new Date(at);
}
