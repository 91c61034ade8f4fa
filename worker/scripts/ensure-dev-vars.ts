import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./local-db.ts";

// `npm start` on a fresh clone: create .dev.vars from the example with fresh random secrets.
const target = path.join(ROOT, ".dev.vars");
if (!existsSync(target)) {
  const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64");
  const text = readFileSync(path.join(ROOT, ".dev.vars.example"), "utf8").replace(
    /^(JWT_SECRET|SERVICE_SECRET_KEY)=.*$/gm,
    (_line, name: string) => `${name}=${random()}`,
  );
  writeFileSync(target, text);
  console.log("Created .dev.vars with fresh local secrets.");
}
