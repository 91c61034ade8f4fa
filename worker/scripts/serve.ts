import { spawn } from "node:child_process";
import path from "node:path";
import { startLocalCron, workerCrons } from "./local-cron.ts";

/**
 * `npm run -w worker serve [-- wrangler dev's arguments]`: `wrangler dev`, and beside it the local
 * scheduler that fires the Worker's cron expressions once the server answers (issue 43). With
 * LOCAL_CRON=off the scheduler stays off: the e2e server (`serve:test`) fires the cron only when a
 * test asks, so that no job runs in the middle of another test.
 */
const args = process.argv.slice(2);
/** `--name value` or `--name=value`, as wrangler takes them. */
const option = (name: string) => {
  const joined = args.find((arg) => arg.startsWith(`${name}=`));
  if (joined) return joined.slice(name.length + 1);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const configPath = path.resolve(option("--config") ?? "wrangler.toml");
const host = option("--ip") ?? "127.0.0.1";
const port = option("--port") ?? process.env.PORT ?? "8787";
const origin = `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;

const wrangler = spawn("npx", ["wrangler", "dev", ...args], { stdio: "inherit" });
let stopCron = () => {};
const stop = (signal: NodeJS.Signals) => {
  stopCron();
  wrangler.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
// However this script ends, wrangler does not outlive it holding the port.
process.on("exit", () => {
  if (wrangler.exitCode === null) wrangler.kill("SIGTERM");
});
wrangler.on("exit", (code, signal) => {
  stopCron();
  process.exit(code ?? (signal ? 1 : 0));
});

async function serverAnswers(): Promise<boolean> {
  for (;;) {
    if (wrangler.exitCode !== null) return false;
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (process.env.LOCAL_CRON !== "off") {
  try {
    const crons = workerCrons(configPath);
    if (crons.length > 0 && (await serverAnswers())) {
      const cron = startLocalCron({ origin, crons, fireAtStart: true });
      stopCron = cron.stop;
      await cron.started;
      console.log(`[local-cron] firing ${crons.join(", ")} (UTC) at ${origin}/cdn-cgi/local/scheduled`);
    }
  } catch (error) {
    // The server goes on; only the scheduled jobs do not run, and this says why.
    console.error(`[local-cron] not started: ${error instanceof Error ? error.message : String(error)}`);
  }
}
