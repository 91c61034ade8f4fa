import { signIn } from "./api-session.ts";
import { LIGHTHOUSE_PATHS, lighthouseOrigin, printLighthouse, runLighthouse } from "./lighthouse.ts";
import { printLoad, runLoad } from "./load.ts";
import { htmlAndCss, javascriptBeforeInteraction, PAGE_WEIGHT_BUDGET } from "./page-weight.ts";
import { queueThroughput } from "./queue-throughput.ts";
import { startServer } from "./server.ts";
import { sideBySide } from "./throughput.ts";

// `--scale[=small|full]`: only the route-cost bench at a large size (issue 15), see scale-bench.ts.
const scaleArg = process.argv.find((a) => a === "--scale" || a.startsWith("--scale="));
if (scaleArg) {
  const { scaleBench } = await import("./scale-bench.ts");
  const size = scaleArg.includes("=") ? scaleArg.split("=")[1] : "full";
  if (size !== "full" && size !== "small") throw new Error(`--scale=${size}: full or small`);
  const pass = await scaleBench(size);
  process.exit(pass ? 0 : 1);
}

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

  let budgetsMet = true;

  console.log(
    "\n== GET /api/users/services vs /api/health (1,000 requests each, 25 connections, alternating rounds) ==",
  );
  const token = await signIn(server.origin, "user@demo.test", "User#2026demo");
  const [healthBurst, services] = await sideBySide(server.origin, ["/api/health", "/api/users/services"], 3, 0, {
    amount: 1000,
    connections: 25,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!healthBurst || !services) throw new Error("no results");
  console.log(row(healthBurst));
  console.log(row(services));
  const medianRatio = services.p50 / Math.max(healthBurst.p50, 0.1);
  const servicesOk = medianRatio <= 3 && services.errors + services.non2xx === 0;
  budgetsMet &&= servicesOk;
  console.log(
    `median ratio users/services ÷ health: ${medianRatio.toFixed(2)}x (budget ≤ 3x)   ${servicesOk ? "PASS" : "FAIL"}`,
  );

  console.log("\n== Load with nothing lost: 200 virtual users for 60 s, then the books (issue 26) ==");
  const adminToken = await signIn(server.origin, "admin@demo.test", "Admin#2026demo");
  const loadPlan = { origin: server.origin, adminToken, connections: 200, seconds: 60 };
  const load = await runLoad(loadPlan);
  printLoad(load, loadPlan);
  const loadOk = load.serverErrors === 0 && load.socketErrors === 0 && load.books.balanced;
  budgetsMet &&= loadOk;
  console.log(`0 5xx, no lost connection, balanced books: ${loadOk ? "PASS" : "FAIL"}`);

  console.log("\n== Email queue pipeline (outbox sender) ==");
  const queue = await queueThroughput(server.origin, 2000);
  console.log(`${queue.count} recipients in ${queue.seconds.toFixed(1)} s: ${queue.perSecond.toFixed(0)} recipients/s`);
  const verdict = (bytes: number, budget: number) => {
    const pass = bytes <= budget;
    budgetsMet &&= pass;
    return `${String(bytes).padStart(8)} B / budget ${budget} B   ${pass ? "PASS" : "FAIL"}`;
  };

  console.log("\n== JavaScript loaded before any interaction (gzip) ==");
  for (const path of ["/", "/en", "/id"]) {
    const js = await javascriptBeforeInteraction(`${server.origin}${path}`);
    console.log(
      `${path.padEnd(10)} ${verdict(js.gzipBytes, PAGE_WEIGHT_BUDGET.javascriptBeforeInteraction)}   (${js.files} file(s))`,
    );
  }
  const panel = await javascriptBeforeInteraction(`${server.origin}/panel`);
  console.log(`${"/panel".padEnd(10)} ${String(panel.gzipBytes).padStart(8)} B in ${panel.files} file(s) (no budget)`);

  console.log("\n== HTML + CSS of the landing page (gzip) ==");
  for (const path of ["/", "/en", "/id"]) {
    console.log(
      `${path.padEnd(10)} ${verdict(await htmlAndCss(`${server.origin}${path}`), PAGE_WEIGHT_BUDGET.htmlAndCss)}`,
    );
  }

  console.log("\n== Lighthouse (mobile preset, Chromium headless) ==");
  const origin = lighthouseOrigin(server.origin);
  budgetsMet = printLighthouse(await runLighthouse(LIGHTHOUSE_PATHS.map((p) => origin + p)), origin) && budgetsMet;

  console.log(`\nBudgets: ${budgetsMet ? "PASS" : "FAIL"}`);
  if (!budgetsMet) process.exitCode = 1;
} finally {
  server.stop();
}
