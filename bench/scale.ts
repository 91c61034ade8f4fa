import { createClient } from "@libsql/client";
import { fillScaleData, localD1File, removeScaleData, SCALE_SIZES, type ScaleSize, scaleCounts } from "./scale-data.ts";

/**
 * The synthetic scale dataset in the local D1 (scale-data.ts):
 *   npm run -w bench scale -- fill [full|small]   (removes a previous one first)
 *   npm run -w bench scale -- remove
 *   npm run -w bench scale -- counts
 * Stop `npm start` first: the fill holds the database's write lock for its whole run.
 */
if (process.env.ENVIRONMENT === "production" || process.env.NODE_ENV === "production") {
  console.error("The scale dataset refuses to run in production.");
  process.exit(1);
}

const [command, size = "full"] = process.argv.slice(2);
if (command !== "fill" && command !== "remove" && command !== "counts") {
  console.error("Usage: tsx scale.ts fill [full|small] | remove | counts");
  process.exit(1);
}
if (command === "fill" && !(size in SCALE_SIZES)) {
  console.error(`Unknown size ${size}: ${Object.keys(SCALE_SIZES).join(" or ")}.`);
  process.exit(1);
}

const file = localD1File();
const client = createClient({ url: `file:${file}` });
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const table = (counts: Record<string, number>) => {
  for (const [name, n] of Object.entries(counts))
    console.log(`  ${name.padEnd(20)} ${n.toLocaleString("en-US").padStart(10)}`);
};
try {
  console.log(`Local D1: ${file}`);
  const started = performance.now();
  if (command === "counts") {
    table(await scaleCounts(client));
  } else {
    if (command === "remove" || Object.values(await scaleCounts(client)).some((n) => n > 0)) {
      console.log("Removing the scale dataset…");
      table(await removeScaleData(client));
      console.log(`removed in ${seconds(started)}`);
    }
    if (command === "fill") {
      const filling = performance.now();
      console.log(`Filling the ${size} dataset…`);
      await fillScaleData(client, size as ScaleSize, (line) => console.log(`  ${line}`));
      console.log(`filled in ${seconds(filling)}`);
    }
  }
  console.log(`done in ${seconds(started)}`);
} finally {
  client.close();
}
