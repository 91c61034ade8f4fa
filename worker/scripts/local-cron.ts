import { readFileSync } from "node:fs";
import { Cron } from "croner";
import { parse } from "smol-toml";

/**
 * The Worker's cron expressions, as Cloudflare reads them: `[triggers] crons` of the wrangler
 * config (the top level, which is production's and the local server's, decision 001).
 */
export function workerCrons(configPath: string): string[] {
  const config = parse(readFileSync(configPath, "utf8")) as { triggers?: { crons?: unknown } };
  const crons = config.triggers?.crons;
  return Array.isArray(crons) ? crons.filter((cron): cron is string => typeof cron === "string") : [];
}

/** `wrangler dev`'s local trigger of the scheduled handler (its start-up warning names it). */
export function scheduledUrl(origin: string, cron: string, at: Date): string {
  const query = new URLSearchParams({ cron, time: String(at.getTime()) });
  return `${origin}/cdn-cgi/local/scheduled?${query}`;
}

export type LocalCronOptions = {
  /** The local server, e.g. http://127.0.0.1:8787. */
  origin: string;
  crons: string[];
  /** Fires every expression once at the start as well, so that nothing waits a whole interval. */
  fireAtStart?: boolean;
  log?: (line: string) => void;
};

/**
 * A scheduler for `npm start` (issue 43, docs/decisions/064-scheduled-jobs-under-npm-start.md):
 * `wrangler dev` never fires cron triggers, so this fires each of the Worker's expressions, in
 * UTC as Cloudflare does, through the trigger `wrangler dev` offers locally. A run that fails (the
 * server restarting) is logged and the next one comes at its time. Production keeps Cloudflare's
 * cron triggers; nothing here is deployed.
 */
export function startLocalCron(options: LocalCronOptions): { stop: () => void; started: Promise<void> } {
  const log = options.log ?? ((line: string) => console.log(line));
  const fire = async (cron: string, at: Date) => {
    try {
      const response = await fetch(scheduledUrl(options.origin, cron, at));
      await response.arrayBuffer();
      if (!response.ok) log(`[local-cron] ${cron}: the server answered ${response.status}`);
    } catch (error) {
      log(`[local-cron] ${cron}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const jobs = options.crons.map(
    (cron) =>
      new Cron(cron, { timezone: "UTC", protect: true }, async (job: Cron) =>
        fire(cron, job.currentRun() ?? new Date()),
      ),
  );
  const started = options.fireAtStart
    ? Promise.all(options.crons.map((cron) => fire(cron, new Date()))).then(() => undefined)
    : Promise.resolve();
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
    started,
  };
}
