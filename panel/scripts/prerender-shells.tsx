import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@app/shared/constants";
import { en } from "@app/shared/i18n/en";
import { id } from "@app/shared/i18n/id";
import { type MessageKey, registerDictionary, translator } from "@app/shared/i18n/translate-core";
import { PANEL_SHELL_PAGES, type PanelShellPage, panelShellAsset } from "@app/shared/routes";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AuthCard } from "../src/components/auth-card.tsx";
import { BrandMark } from "../src/components/brand-mark.tsx";
import { LanguageSwitch } from "../src/components/language-switch.tsx";
import { PageHeader } from "../src/components/page-header.tsx";
import { Skeleton } from "../src/components/skeleton.tsx";
import { LocaleProvider } from "../src/lib/locale.tsx";

/**
 * Pre-rendered first screens of the signed-out pages and the checkout (decision 042): the built
 * index.html with the page's language, title, description and the page's frame already inside
 * #root, so the first paint does not wait for the scripts. React replaces the frame when it starts.
 */
registerDictionary("en", en);
registerDictionary("id", id);

const dist = path.resolve(import.meta.dirname, "../dist");
const template = startAfterFirstPaint(readFileSync(path.join(dist, "index.html"), "utf8"));

/**
 * The frame is painted before any script is fetched (decision 042): the entry's module script and
 * its modulepreloads leave the head, and a tiny classic `defer` script starts them once the first
 * frame is on screen (or after a second in a background tab, where animation frames do not run).
 * The boot script is a file because the CSP allows no inline script; its name carries its hash.
 */
function startAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error("dist/index.html has no module entry script");
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const boot = `(function(){var s=document.currentScript,d=s.dataset,started=false;function start(){if(started)return;started=true;d.preload.split(" ").filter(Boolean).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});import(d.entry)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})();\n`;
  const bootName = `assets/shell-boot-${createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
  writeFileSync(path.join(dist, bootName), boot);
  let out = html.replace(entry[0], "");
  for (const preload of preloads) out = out.replace(preload[0], "");
  const tag = `<script defer src="/panel/${bootName}" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(" ")}"></script>\n  `;
  return out.replace("</head>", `${tag}</head>`);
}

const PAGE_TEXT: Record<PanelShellPage, { title: MessageKey; intro: MessageKey; description: MessageKey }> = {
  login: { title: "auth.login.title", intro: "auth.login.subtitle", description: "meta.login.description" },
  register: { title: "auth.register.title", intro: "auth.register.subtitle", description: "meta.register.description" },
  "forgot-password": {
    title: "auth.forgot.title",
    intro: "auth.forgot.subtitle",
    description: "meta.forgot.description",
  },
  checkout: { title: "checkout.title", intro: "checkout.intro", description: "meta.checkout.description" },
};

const FIELD_IDS = ["a", "b", "c", "d", "e"] as const;

/** Grey bars where the form's fields will be: the card keeps its final size. */
function FieldPlaceholders({ fields }: { fields: number }) {
  return (
    <div className="mt-6 flex flex-col gap-4">
      {FIELD_IDS.slice(0, fields).map((field) => (
        <div key={field} className="flex flex-col gap-1.5">
          <Skeleton still className="h-4 w-24" />
          <Skeleton still className="h-10 w-full" />
        </div>
      ))}
      <Skeleton still className="h-10 w-full" />
    </div>
  );
}

function Shell({ page, t }: { page: PanelShellPage; t: ReturnType<typeof translator> }): ReactNode {
  const text = PAGE_TEXT[page];
  if (page !== "checkout") {
    const fields = page === "register" ? 4 : page === "login" ? 2 : 1; // the form's fields: the card keeps its final size
    return (
      <AuthCard title={t(text.title)} subtitle={t(text.intro)}>
        <FieldPlaceholders fields={fields} />
      </AuthCard>
    );
  }
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between gap-3 border-slate-200 border-b bg-white px-4 py-3 md:px-8">
        <BrandMark name={t("app.name")} size="sm" />
        <LanguageSwitch />
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-8">
        <PageHeader id="checkout-heading" level={1} title={t(text.title)} intro={t(text.intro)} />
        <Skeleton still className="h-40 w-full" />
      </main>
    </div>
  );
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function render(locale: Locale, page: PanelShellPage): string {
  const t = translator(locale);
  const body = renderToStaticMarkup(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }}>
      <Shell page={page} t={t} />
    </LocaleProvider>,
  );
  const title = `${t(PAGE_TEXT[page].title)} · ${t("app.name")}`;
  const description = t(PAGE_TEXT[page].description);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeAttribute(title)}</title>\n    <meta name="description" content="${escapeAttribute(description)}" />`,
    )
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

let written = 0;
for (const locale of LOCALES) {
  for (const page of PANEL_SHELL_PAGES) {
    const file = path.join(dist, panelShellAsset(locale, page).replace(/^\/panel\//, ""));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, render(locale, page));
    written += 1;
  }
}
console.log(`Pre-rendered ${written} panel pages into ${path.relative(process.cwd(), dist)}/shells.`);
