import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

async function isUp(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the app the way `npm start` serves it (migrations, seed, wrangler dev) on its own port
 * (BENCH_PORT, default 8788, so it never measures a development server by accident) unless one
 * already answers there, and returns a function that stops what it started. The local scheduler
 * stays off (LOCAL_CRON=off, decision 064): a cron run in the middle of a measurement is noise.
 */
export async function startServer(
  port = Number(process.env.BENCH_PORT ?? 8788),
): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://127.0.0.1:${port}`;
  if (await isUp(origin)) return { origin, stop: () => undefined };
  const child: ChildProcess = spawn("npm", ["run", "serve:local"], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", PORT: String(port), LOCAL_CRON: "off" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await isUp(origin)) {
      return {
        origin,
        stop: () => {
          if (child.pid) process.kill(-child.pid, "SIGTERM");
        },
      };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (child.pid) process.kill(-child.pid, "SIGTERM");
  throw new Error("The app did not start within 120 s");
}
