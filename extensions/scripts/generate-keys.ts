/**
 * One-off: creates the RSA key pair of each extension that has none yet, keeps only the public key
 * (keys/<name>.public.pem; the private key is not needed for unpacked folders or zips and is
 * dropped), and rewrites ids.ts. Existing keys are never replaced: that would change the ids.
 *   npm run keys -w extensions
 */
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EXTENSION_NAMES } from "../src/shared/extension-id.ts";
import { computedIds, idsSource, KEYS_DIR, PACKAGE_DIR, publicKeyPath } from "./keys.ts";

mkdirSync(KEYS_DIR, { recursive: true });
for (const name of EXTENSION_NAMES) {
  const path = publicKeyPath(name);
  if (existsSync(path)) {
    console.log(`keep ${path}`);
    continue;
  }
  const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  writeFileSync(path, publicKey.export({ type: "spki", format: "pem" }));
  console.log(`new  ${path}`);
}
const ids = computedIds();
writeFileSync(join(PACKAGE_DIR, "ids.ts"), idsSource(ids));
console.log(ids);
