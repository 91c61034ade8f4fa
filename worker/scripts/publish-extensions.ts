import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { releaseFileName } from "@app/shared/extension-files";
import { compareSemver } from "@app/shared/semver";
import { and, eq, isNotNull } from "drizzle-orm";
import { extensionReleases } from "../src/db/schema.ts";
import { wrangler } from "./d1-cli.ts";
import { assertLocal, openLocalD1, ROOT } from "./local-db.ts";

// `npm start` on a fresh clone: the extensions just built (extensions/dist/*.zip) become the
// current releases in local R2, so the panel's download buttons answer with the real files. A
// release an admin uploaded at the same or a newer version is left alone.
assertLocal("Publishing the built extensions");
const DIST = path.join(ROOT, "extensions/dist");

/** Puts the built .xpi beside the release of the same version, where the Worker looks for it. */
function publishFirefoxBuild(id: "core" | "helper", version: string) {
  const xpi = path.join(DIST, "firefox", `${id}.xpi`);
  const manifest = path.join(DIST, "firefox", id, "manifest.json");
  if (!existsSync(xpi) || !existsSync(manifest)) return;
  if ((JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version !== version) return;
  const fileName = releaseFileName(id, version, "xpi");
  wrangler([
    "r2",
    "object",
    "put",
    `premium-access-media/extensions/${id}/${version}/${fileName}`,
    "--local",
    "--config",
    path.join(ROOT, "wrangler.toml"),
    "--file",
    xpi,
    "--content-type",
    "application/x-xpinstall",
    "--content-disposition",
    `attachment; filename="${fileName}"`,
  ]);
  console.log(`Published the built Firefox ${id} extension ${version} beside its release.`);
}
const { db, client } = openLocalD1();
try {
  for (const id of ["core", "helper"] as const) {
    const zip = path.join(DIST, `${id}.zip`);
    const manifest = path.join(DIST, id, "manifest.json");
    if (!existsSync(zip) || !existsSync(manifest)) {
      console.warn(`No built ${id} extension in ${DIST}: run npm run build first.`);
      continue;
    }
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    const uploaded = await db
      .select({ version: extensionReleases.version })
      .from(extensionReleases)
      .where(and(eq(extensionReleases.extensionId, id), isNotNull(extensionReleases.mediaKey)));
    if (uploaded.some((r) => compareSemver(r.version, version) > 0)) continue;
    // The Firefox build joins the release of its version (docs/decisions/059-firefox-and-edge-extensions.md).
    publishFirefoxBuild(id, version);
    if (uploaded.some((r) => r.version === version)) continue;
    const fileName = releaseFileName(id, version);
    const key = `extensions/${id}/${version}/${fileName}`;
    wrangler([
      "r2",
      "object",
      "put",
      `premium-access-media/${key}`,
      "--local",
      "--config",
      path.join(ROOT, "wrangler.toml"),
      "--file",
      zip,
      "--content-type",
      "application/zip",
      "--content-disposition",
      `attachment; filename="${fileName}"`,
    ]);
    await db
      .insert(extensionReleases)
      .values({ id: crypto.randomUUID(), extensionId: id, version, mediaKey: key, fileName, createdAt: Date.now() })
      .onConflictDoUpdate({
        target: [extensionReleases.extensionId, extensionReleases.version],
        set: { mediaKey: key, fileName },
      });
    console.log(`Published the built ${id} extension ${version} as the current release.`);
  }
} finally {
  client.close();
}
