import { chromium } from "@playwright/test";
const base = "http://localhost:8790";
async function token(email, password) {
  const res = await fetch(base + "/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  return (await res.json()).data.token;
}
const who = process.argv[2]; const paths = process.argv.slice(3);
const tok = who === "admin" ? await token("admin@demo.test", "Admin#2026demo") : who === "user" ? await token("user@demo.test", "User#2026demo") : null;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [390, 1280]) {
  const p = await b.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  if (tok) { await p.goto(base + "/api/health"); await p.evaluate((t) => localStorage.setItem("auth_token", t), tok); }
  for (const path of paths) {
    await p.goto(base + path);
    await p.waitForTimeout(2500);
    await p.keyboard.press("Escape");
    await p.screenshot({ path: `/tmp/shots/${who}${path.replaceAll("/", "_").replaceAll("?", "_")}-${width}.png`, fullPage: width === 390 ? false : false });
  }
  await p.close();
}
await b.close();
