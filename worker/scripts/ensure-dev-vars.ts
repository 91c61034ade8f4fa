import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./local-db.ts";

// `npm start` on a fresh clone: create .dev.vars from the example with fresh random secrets. The
// top-level wrangler.toml is production, so an older .dev.vars without the local settings
// (ENVIRONMENT, APP_ORIGIN, ADMIN_EMAILS, EMAIL_PROVIDER) gets them appended.
const target = path.join(ROOT, ".dev.vars");
const example = readFileSync(path.join(ROOT, ".dev.vars.example"), "utf8");
const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64");
const withSecrets = (text: string) =>
  text.replace(/^(JWT_SECRET|SERVICE_SECRET_KEY)=change-me.*$/gm, (_line, name: string) => `${name}=${random()}`);

if (!existsSync(target)) {
  writeFileSync(target, withSecrets(example));
  console.log("Created .dev.vars with fresh local secrets.");
} else {
  const current = readFileSync(target, "utf8");
  const has = (name: string) => new RegExp(`^${name}=`, "m").test(current);
  const missing = example.split("\n").filter((line) => {
    const name = /^([A-Z_]+)=/.exec(line)?.[1];
    return name !== undefined && !has(name);
  });
  const weak = /^(JWT_SECRET|SERVICE_SECRET_KEY)=(change-me.*)?$/m.test(current);
  if (missing.length > 0 || weak) {
    writeFileSync(
      target,
      withSecrets(
        `${current.replace(/\n?$/, "\n")}${missing.join("\n")}\n`.replace(
          /^(JWT_SECRET|SERVICE_SECRET_KEY)=$/gm,
          "$1=change-me",
        ),
      ),
    );
    console.log(`Updated .dev.vars (${missing.map((l) => l.split("=")[0]).join(", ") || "secrets"}).`);
  }
}
