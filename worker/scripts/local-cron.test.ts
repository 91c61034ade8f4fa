import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startStub } from "../test/http-stub.ts";
import { wrangler } from "./d1-cli.ts";
import { startLocalCron, workerCrons } from "./local-cron.ts";
import { ROOT } from "./local-db.ts";
import { scratchConfig } from "./scratch-config.ts";

const cleanups: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the local scheduler (issue 43)", () => {
  it("reads the Worker's cron expressions from wrangler.toml", () => {
    expect(workerCrons(path.join(ROOT, "wrangler.toml"))).toEqual(["*/10 * * * *", "0 * * * *"]);
  });

  it("fires each expression at the start and then at its times, through wrangler dev's local trigger, until stopped", async () => {
    const calls: { path: string; cron: string | null; time: number }[] = [];
    const stub = await startStub((_req, url, send) => {
      calls.push({
        path: url.pathname,
        cron: url.searchParams.get("cron"),
        time: Number(url.searchParams.get("time")),
      });
      send(200, {});
    });
    cleanups.push(stub.close);
    const origin = stub.url;

    // Every second (croner's six fields), so that the test sees a scheduled run within one.
    const cron = startLocalCron({ origin, crons: ["* * * * * *"], fireAtStart: true, log: () => {} });
    await cron.started;
    // The start's run first (a scheduled one may already follow it).
    expect(calls[0]).toEqual({ path: "/cdn-cgi/local/scheduled", cron: "* * * * * *", time: expect.any(Number) });
    await expect.poll(() => calls.length, { timeout: 2_500, interval: 100 }).toBeGreaterThanOrEqual(2);
    cron.stop();
    // A scheduled run carries its scheduled time: a whole second.
    expect(calls[1]?.time).toBeGreaterThan(0);
    expect((calls[1]?.time ?? 1) % 1000).toBe(0);
    // A request already on its way when it stopped may still land; none comes after that.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fired = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls.length).toBe(fired);
  });

  it("under the worker's serve script, the scheduled jobs run by themselves: /api/health answers lastCronAt", async () => {
    const scratch = scratchConfig("cron");
    cleanups.push(() => rmSync(scratch.dir, { recursive: true, force: true }));
    wrangler(["d1", "migrations", "apply", "DB", "--local", "--config", scratch.config]);
    // Local settings and secrets, as ensure-dev-vars gives npm start: a misconfigured Worker runs no cron.
    writeFileSync(
      path.join(scratch.dir, ".dev.vars"),
      readFileSync(path.join(ROOT, ".dev.vars.example"), "utf8").replace(
        /^(JWT_SECRET|SERVICE_SECRET_KEY)=.*$/gm,
        (_line, name: string) =>
          `${name}=${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}`,
      ),
    );
    const port = await freePort();
    const started = Date.now();
    const serve: ChildProcess = spawn(
      path.join(ROOT, "node_modules/.bin/tsx"),
      ["scripts/serve.ts", "--config", scratch.config, "--ip", "127.0.0.1", "--port", String(port)],
      {
        // As `npm run -w worker serve` runs it; wrangler reads .dev.vars beside the scratch config.
        cwd: path.join(ROOT, "worker"),
        detached: true,
        stdio: "ignore",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", LOCAL_CRON: "" },
      },
    );
    cleanups.push(async () => {
      const exited = new Promise((resolve) => serve.once("exit", resolve));
      try {
        if (serve.pid) process.kill(-serve.pid, "SIGTERM");
      } catch {
        return; // Already gone.
      }
      await exited;
    });
    const lastCronAt = async () => {
      try {
        const body = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
          data: { lastCronAt: string | null };
        };
        return body.data.lastCronAt;
      } catch {
        return null;
      }
    };
    // No request of the test fires it: the serve script's scheduler does, once the server answers.
    await expect.poll(lastCronAt, { timeout: 90_000, interval: 500 }).not.toBeNull();
    const at = Date.parse((await lastCronAt()) as string);
    expect(at).toBeGreaterThanOrEqual(started);
    expect(at).toBeLessThanOrEqual(Date.now());
  }, 120_000);
});
