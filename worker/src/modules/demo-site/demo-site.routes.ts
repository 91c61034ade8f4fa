import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { demoSiteSessions } from "../../db/schema.ts";
import { escapeHtml } from "../../lib/html.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { AppBindings } from "../../types.ts";
import { DEMO_SITE_COOKIE, DEMO_SITE_PATH, DEMO_SITE_SIGN_INS, DEMO_SITE_STORAGE_KEY } from "./demo-site-accounts.ts";

export { DEMO_SITE_COOKIE, DEMO_SITE_PATH } from "./demo-site-accounts.ts";

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a}code{background:#f1f5f9;padding:.1rem .3rem;border-radius:4px}nav a{margin-right:1rem}label{display:block;margin:.5rem 0}input{display:block;padding:.4rem;width:100%;max-width:20rem}button{margin-top:.75rem;padding:.4rem 1rem}";

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · PremiumHub Demo Site</title><style>${STYLE}</style><script src="${DEMO_SITE_PATH}/app.js" defer></script></head><body>${body}</body></html>`;
}

/**
 * The page script, as a real site's would: after sign-in it stores the session's storage token, and
 * on the home page it checks the stored token against the one the server issued with the session.
 */
const APP_JS = `(() => {
  const KEY = ${JSON.stringify(DEMO_SITE_STORAGE_KEY)};
  const issued = document.getElementById("issued");
  if (issued) {
    localStorage.setItem(KEY, issued.dataset.storageToken || "");
    location.replace(issued.dataset.next || ${JSON.stringify(DEMO_SITE_PATH)});
    return;
  }
  const out = document.getElementById("storage-state");
  if (!out) return;
  fetch(${JSON.stringify(`${DEMO_SITE_PATH}/api/me`)}, { credentials: "same-origin", cache: "no-store" })
    .then((r) => r.json())
    .then((me) => {
      const stored = localStorage.getItem(KEY);
      if (!me.signedIn) out.textContent = "No session";
      else if (!stored) out.textContent = "Storage token missing";
      else out.textContent = stored === me.storageToken ? "Storage token valid" : "Storage token does not match";
      out.dataset.state = out.textContent;
    })
    .catch(() => { out.textContent = "Check failed"; });
})();`;

type Session = typeof demoSiteSessions.$inferSelect;
const labelOf = (email: string) => DEMO_SITE_SIGN_INS.find((a) => a.email === email)?.label ?? email;

/**
 * A stand-in for a premium service's own site, on the local server only (never in production): a
 * sign-in that issues a session it remembers (an httpOnly cookie plus a `localStorage` token its
 * page script checks), an account page, and a sign-out that ends the account's sessions for
 * everyone using them, as a real upstream service does. The seeded "PremiumHub Demo Site" service
 * opens here (decision 047).
 */
export const demoSiteRoutes = new Hono<AppBindings & { Variables: { demoSession: Session | null } }>()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT === "production") return c.notFound();
    const token = getCookie(c, DEMO_SITE_COOKIE);
    const session = token
      ? ((await c.var.db.query.demoSiteSessions.findFirst({ where: eq(demoSiteSessions.token, token) })) ?? null)
      : null;
    c.set("demoSession", session);
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/app.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    return c.body(APP_JS);
  })
  .get("/api/me", (c) => {
    const session = c.get("demoSession");
    return c.json(
      session ? { signedIn: true, account: session.account, storageToken: session.storageToken } : { signedIn: false },
    );
  })
  .get("/", (c) => {
    const session = c.get("demoSession");
    const body = session
      ? `<h1 id="state">Signed in as ${escapeHtml(labelOf(session.account))}</h1>
<p>The PremiumHub Access extension applied this site's session.</p>
<p>Page storage check: <strong id="storage-state">Checking…</strong></p>
<nav><a id="account-link" href="${DEMO_SITE_PATH}/account">Account settings</a><a id="logout-link" href="${DEMO_SITE_PATH}/logout">Sign out</a></nav>`
      : `<h1 id="state">Signed out</h1><p>Open this service from the PremiumHub panel with both extensions installed, or <a href="${DEMO_SITE_PATH}/login">sign in</a> with one of the site's accounts.</p>`;
    return c.html(page("Home", body));
  })
  .get("/login", (c) =>
    c.html(
      page(
        "Sign in",
        `<h1>Sign in to the demo site</h1><form method="post" action="${DEMO_SITE_PATH}/login">
<label>Email <input name="email" type="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form>`,
      ),
    ),
  )
  .post("/login", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const account = DEMO_SITE_SIGN_INS.find((a) => a.email === form.email && a.password === form.password);
    if (!account) {
      c.status(401);
      return c.html(
        page("Sign in", `<h1 id="state">Wrong email or password</h1><a href="${DEMO_SITE_PATH}/login">Try again</a>`),
      );
    }
    const session = {
      token: randomToken(24),
      account: account.email,
      storageToken: randomToken(16),
      createdAt: Date.now(),
    };
    await c.var.db.insert(demoSiteSessions).values(session);
    setCookie(c, DEMO_SITE_COOKIE, session.token, {
      path: DEMO_SITE_PATH,
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
      maxAge: 30 * 24 * 3600,
    });
    return c.html(
      page(
        "Signed in",
        `<h1 id="state">Signed in as ${escapeHtml(account.label)}</h1><div id="issued" data-storage-token="${escapeHtml(session.storageToken)}" data-next="${DEMO_SITE_PATH}"></div>`,
      ),
    );
  })
  .get("/account", (c) => {
    const session = c.get("demoSession");
    if (!session) return c.redirect(`${DEMO_SITE_PATH}/login`);
    return c.html(
      page(
        "Account",
        `<h1 id="state">Account settings of ${escapeHtml(labelOf(session.account))}</h1><p>Change the password, the plan or cancel the subscription of this account.</p>`,
      ),
    );
  })
  // Signs the account out everywhere: every session of it ends, as many real services do.
  .get("/logout", async (c) => {
    const session = c.get("demoSession");
    if (session) await c.var.db.delete(demoSiteSessions).where(eq(demoSiteSessions.account, session.account));
    deleteCookie(c, DEMO_SITE_COOKIE, { path: DEMO_SITE_PATH });
    return c.html(page("Signed out", `<h1 id="state">Signed out everywhere</h1>`));
  });
