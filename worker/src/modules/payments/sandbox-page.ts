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
 * dictionaries): two forms, no script (the CSP allows none inline).
 */
export function sandboxPage(
  locale: Locale,
  tx: { id: string; packageName: string; amount: number; currency: string; status: string },
) {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
  const amount = formatPrice(tx.amount, tx.currency, locale);
  const done = DONE[tx.status as keyof typeof DONE] ?? DONE.completed;
  const actions =
    tx.status === "pending"
      ? `<form method="post" action="/api/payments/sandbox/${tx.id}/pay"><button type="submit" class="pay">${t("sandbox.pay")}</button></form>
         <form method="post" action="/api/payments/sandbox/${tx.id}/cancel"><button type="submit" class="cancel">${t("sandbox.cancel")}</button></form>`
      : `<p role="status">${t(done)}</p>`;
  return sandboxShell(
    locale,
    t("sandbox.title"),
    `<p>${t("sandbox.note")}</p>
<dl><dt>${t("sandbox.package")}</dt><dd data-testid="sandbox-package">${escapeHtml(tx.packageName)}</dd><dt>${t("sandbox.amount")}</dt><dd data-testid="sandbox-amount">${escapeHtml(amount)}</dd></dl>
${actions}`,
  );
}

/** The sandbox's page around its content: no script (the CSP allows none inline). */
function sandboxShell(locale: Locale, title: string, content: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><meta name="robots" content="noindex">
<style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f4f4f5;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem}
main{background:#fff;border-radius:12px;padding:2rem;max-width:24rem;width:100%;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}
form{display:inline-block;margin:0 .5rem .5rem 0}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:0;cursor:pointer}
.pay{background:#4f46e5;color:#fff}.cancel{background:#e4e4e7;color:#18181b}button:focus-visible{outline:3px solid #f59e0b}</style></head>
<body><main><h1>${title}</h1>${content}</main></body></html>`;
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
