import { htmlAndCss, javascriptBeforeInteraction } from "./page-weight.ts";
import { startServer } from "./server.ts";
import { sideBySide } from "./throughput.ts";

const server = await startServer();
try {
  console.log(`\n== API throughput (${server.origin}, 10 connections, alternating rounds) ==`);
  const [health, packages] = await sideBySide(server.origin, [
    "/api/health",
    "/api/packages-subscriptions?status=active&limit=3",
  ]);
  if (!health || !packages) throw new Error("no results");
  const row = (r: typeof health) =>
    `${r.path.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99
      .toFixed(1)
      .padStart(6)} ms   errors ${r.errors + r.non2xx}`;
  console.log(row(health));
  console.log(row(packages));
  console.log(
    `ratio packages/health: throughput ${(packages.rps / health.rps).toFixed(2)}x, p50 ${(packages.p50 / Math.max(health.p50, 0.1)).toFixed(2)}x`,
  );

  console.log("\n== JavaScript loaded before any interaction (gzip) ==");
  for (const path of ["/", "/en/", "/id/", "/panel"]) {
    const js = await javascriptBeforeInteraction(`${server.origin}${path}`);
    console.log(`${path.padEnd(10)} ${String(js.gzipBytes).padStart(8)} B in ${js.files} file(s)`);
  }
  console.log("\n== HTML + CSS of the landing page (gzip) ==");
  for (const path of ["/en/", "/id/"]) {
    console.log(`${path.padEnd(10)} ${String(await htmlAndCss(`${server.origin}${path}`)).padStart(8)} B`);
  }
} finally {
  server.stop();
}
