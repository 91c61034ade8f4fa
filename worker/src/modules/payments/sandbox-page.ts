import { formatPrice } from "@app/shared/cart";
import type { Locale, TransactionStatus } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { escapeHtml } from "../../lib/html.ts";

const DONE = {
  completed: "sandbox.done.completed",
  canceled: "sandbox.done.canceled",
  expired: "sandbox.done.expired",
} as const satisfies Record<Exclude<TransactionStatus, "pending">, string>;

/**
 * The sandbox provider's hosted page, in the request's language (every text from the
 * dictionaries): branded like the app's checkout, it names the seller, the package and the amount
 * (issue 46); two forms, no script (the CSP allows none inline).
 */
export function sandboxPage(
  locale: Locale,
  tx: { id: string; packageName: string; amount: number; currency: string; status: string },
  seller: string,
) {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
  const amount = formatPrice(tx.amount, tx.currency, locale);
  const done = DONE[tx.status as keyof typeof DONE] ?? DONE.completed;
  const actions =
    tx.status === "pending"
      ? `<form method="post" action="/api/payments/sandbox/${tx.id}/pay"><button type="submit" class="pay">${t("sandbox.pay")}</button></form>
         <form method="post" action="/api/payments/sandbox/${tx.id}/cancel"><button type="submit" class="cancel">${t("sandbox.cancel")}</button></form>`
      : `<p role="status" class="status">${t(done)}</p>`;
  return sandboxShell(
    locale,
    t("sandbox.title"),
    `<p class="caption">${t("sandbox.amount")}</p><p class="total" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
<dl><dt>${t("sandbox.seller")}</dt><dd data-testid="sandbox-seller">${escapeHtml(seller)}</dd><dt>${t("sandbox.package")}</dt><dd data-testid="sandbox-package">${escapeHtml(tx.packageName)}</dd></dl>
<div class="actions">${actions}</div>
<p class="note">${t("sandbox.note")}</p>`,
  );
}

/**
 * The sandbox's pages around their content, branded like the app (logo, name, favicon) and fitting
 * a 390 px phone: one column, full-width buttons there. No script (the CSP allows none inline).
 */
function sandboxShell(locale: Locale, title: string, content: string) {
  const appName = escapeHtml(translate(locale, "app.name"));
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · ${appName}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>*{box-sizing:border-box}html{color-scheme:light}body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;background:#f1f5f9;margin:0;padding:1.5rem 1rem;display:flex;justify-content:center}
.frame{width:100%;max-width:26rem}.brand{display:flex;align-items:center;gap:.5rem;margin:0 0 1rem;font-weight:700;font-size:1.125rem}.brand img{width:28px;height:28px}
.badge{margin-left:auto;font-size:.75rem;font-weight:600;color:#92400e;background:#fef3c7;border-radius:999px;padding:.2rem .6rem}
main{background:#fff;border-radius:16px;padding:1.5rem;box-shadow:0 1px 3px #0f172a1f;overflow-wrap:anywhere}
h1{font-size:1.125rem;margin:0 0 1rem}.caption{margin:0;font-size:.875rem;color:#475569}.total{font-size:2rem;font-weight:700;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.5rem 1rem;margin:0 0 1.5rem;padding:1rem 0;border-block:1px solid #e2e8f0}dt{color:#475569}dd{margin:0;font-weight:500}
.actions{display:flex;flex-direction:column;gap:.5rem}form{margin:0}button{width:100%;font:inherit;font-weight:600;padding:.75rem 1rem;border-radius:10px;border:0;cursor:pointer}
.pay{background:#4f46e5;color:#fff}.pay:hover{background:#4338ca}.cancel{background:#fff;color:#334155;border:1px solid #cbd5e1}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{font-size:.8125rem;color:#64748b;margin:1rem 0 0}.status{margin:0;font-weight:500}</style></head>
<body><div class="frame"><p class="brand"><img src="/favicon.svg" alt="" width="28" height="28">${appName}<span class="badge">${escapeHtml(translate(locale, "sandbox.badge"))}</span></p>
<main><h1>${title}</h1>${content}</main></div></body></html>`;
}

/**
 * The sandbox's stand-in for a wallet's authorisation page (issue 43): "Link", "Link a wallet
 * that will decline" (every charge to it is declined) and "Cancel".
 */
export function sandboxLinkPage(locale: Locale, method: { id: string; channel: string; status: string }) {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
  const button = (action: string, key: Parameters<typeof translate>[1], kind: string) =>
    `<form method="post" action="/api/subscriptions/renewal/sandbox/${method.id}/${action}"><button type="submit" class="${kind}">${t(key)}</button></form>`;
  const actions =
    method.status === "pending"
      ? `${button("link", "sandbox.link.link", "pay")}${button("decline", "sandbox.link.decline", "cancel")}${button("cancel", "sandbox.link.cancel", "cancel")}`
      : `<p role="status">${t("sandbox.link.done")}</p>`;
  return sandboxShell(
    locale,
    t("sandbox.link.title"),
    `<p>${t("sandbox.link.note")}</p>
<dl><dt>${t("sandbox.link.wallet")}</dt><dd data-testid="sandbox-wallet">${escapeHtml(method.channel)}</dd></dl>
${actions}`,
  );
}
