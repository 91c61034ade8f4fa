// Pricing cards (landing page and /pricing): the packages come from the API at run time, so the
// page ships skeleton cards and a <template> with the translated card; this script fills it in,
// shows an error state with a retry button, and puts the chosen package in the cart.
import { track } from "@app/shared/analytics";
import { addToCart, formatPrice, packageToCartItem, updateStoredCart } from "@app/shared/cart";
import { type Locale, PRICING_MAX_PACKAGES } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import { isLocale, splitLocalePath, withLocale } from "@app/shared/locale";
import type { PackageDto, PackageService } from "@app/shared/schemas/packages";
import { inIdleSlices } from "./idle-slices.ts";
import { logoInitial, safeLogo } from "./logo.ts";

const PACKAGES_URL = `/api/packages-subscriptions?status=active&limit=${PRICING_MAX_PACKAGES}`;
/** docs/product.md#marketing-site: the second card is the highlighted one. */
const HIGHLIGHTED_INDEX = 1;

function isPackage(value: unknown): value is PackageDto {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.uuid === "string" &&
    typeof v.namePackage === "string" &&
    typeof v.price === "number" &&
    typeof v.currency === "string" &&
    typeof v.days === "number"
  );
}

async function fetchPackages(): Promise<PackageDto[]> {
  const response = await fetch(PACKAGES_URL, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`packages: HTTP ${response.status}`);
  const body = (await response.json()) as { error?: boolean; data?: unknown };
  if (body.error !== false || !Array.isArray(body.data)) throw new Error("packages: bad envelope");
  return body.data.filter(isPackage).slice(0, PRICING_MAX_PACKAGES);
}

/** /checkout, locale-prefixed when the page's URL is (the panel then keeps the language). */
function checkoutHref(): string {
  const { locale } = splitLocalePath(location.pathname);
  return locale ? withLocale("/checkout", locale) : "/checkout";
}

function slot(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-slot="${name}"]`);
}

/** One Product with its Offer per package, as schema.org data (not script: the CSP allows it). */
function addStructuredData(root: HTMLElement, packages: PackageDto[], checkoutUrl: string): void {
  root.querySelector("script[data-pricing-ld]")?.remove();
  const ld = document.createElement("script");
  ld.type = "application/ld+json";
  ld.dataset.pricingLd = "";
  ld.textContent = JSON.stringify({
    "@context": "https://schema.org",
    "@graph": packages.map((pkg) => ({
      "@type": "Product",
      name: pkg.namePackage,
      ...(pkg.description ? { description: pkg.description } : {}),
      offers: {
        "@type": "Offer",
        price: String(pkg.price),
        priceCurrency: pkg.currency,
        availability: "https://schema.org/InStock",
        url: checkoutUrl,
      },
    })),
  }).replace(/</g, "\\u003c");
  root.append(ld);
}

/** The row of logos stops here; "See all N services" lists every one. */
const MAX_LOGOS = 5;

type Labels = DOMStringMap;
/** The page's language, written on the pricing root by the Astro component. */
const pageLocale = (root: HTMLElement): Locale => (isLocale(root.dataset.locale) ? root.dataset.locale : "en");
const countFormats = new Map<Locale, Intl.NumberFormat>();
/** A number in the page's language; one formatter per language (each costs a little to make). */
function formatCount(locale: Locale, count: number): string {
  const format = countFormats.get(locale) ?? new Intl.NumberFormat(locale);
  countFormats.set(locale, format);
  return format.format(count);
}
const fill = (template: string | undefined, vars: Record<string, string>) =>
  (template ?? "").replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

function plural(labels: Labels, key: "labelServices" | "labelSeeAll", locale: Locale, count: number): string {
  const form = pluralForm(locale, count) === "one" ? "One" : "Other";
  return fill(labels[`${key}${form}`], { count: formatCount(locale, count) });
}

/** A service's logo (an <img> with its alt text) or its initial, cloned from one of the card's templates. */
function serviceMark(template: HTMLTemplateElement, service: PackageService, alt: string): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const img = item.querySelector<HTMLImageElement>('[data-slot="logo"]');
  const initial = item.querySelector<HTMLElement>('[data-slot="initial"]');
  const logo = safeLogo(service.logoUrl);
  if (img && logo) {
    img.src = logo;
    img.alt = alt;
    initial?.remove();
  } else {
    img?.remove();
    if (initial) {
      initial.textContent = logoInitial(service.name);
      if (alt) initial.setAttribute("aria-label", alt);
    }
  }
  const name = item.querySelector<HTMLElement>('[data-slot="name"]');
  if (name) name.textContent = service.name;
  return item;
}

/**
 * What a package includes: the number of services, up to five logos, and the full list one click
 * away in a <details> disclosure (no script needed to open it). Removed when it includes none.
 */
function renderServices(
  root: HTMLElement,
  card: HTMLElement,
  pkg: PackageDto & { services?: PackageService[] },
): (() => void) | null {
  const box = slot(card, "services");
  const services = (Array.isArray(pkg.services) ? pkg.services : []).filter(
    (service) => typeof service?.name === "string",
  );
  if (!box) return null;
  if (services.length === 0) {
    box.remove();
    return null;
  }
  const locale = pageLocale(root);
  const labels = root.dataset;
  const logoTemplate = root.querySelector<HTMLTemplateElement>("template[data-pricing-logo]");
  const moreTemplate = root.querySelector<HTMLTemplateElement>("template[data-pricing-more]");
  const lineTemplate = root.querySelector<HTMLTemplateElement>("template[data-pricing-service]");
  const count = slot(box, "services-count");
  if (count) count.textContent = plural(labels, "labelServices", locale, services.length);
  const logos = slot(box, "services-logos");
  if (logos && logoTemplate) {
    const alt = (service: PackageService) => fill(labels.labelLogoAlt, { name: service.name });
    const marks = services.slice(0, MAX_LOGOS).map((service) => serviceMark(logoTemplate, service, alt(service)));
    const rest = services.length - MAX_LOGOS;
    if (rest > 0 && moreTemplate) {
      const more = (moreTemplate.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
      more.textContent = fill(labels.labelMore, { count: formatCount(locale, rest) });
      marks.push(more);
    }
    logos.replaceChildren(...marks);
  }
  const toggle = slot(box, "services-toggle");
  if (toggle) toggle.textContent = plural(labels, "labelSeeAll", locale, services.length);
  const list = slot(box, "services-list");
  if (!list || !lineTemplate) return null;
  list.setAttribute("aria-label", fill(labels.labelList, { name: pkg.namePackage }));
  // The full list sits in a closed <details>: it is built once the cards are on screen, a card per
  // idle period, or at once when opened first (decision 076). Up to 43 rows a card made drawing the
  // cards one long task on a phone.
  let filled = false;
  const fillList = () => {
    if (filled) return;
    filled = true;
    list.replaceChildren(...services.map((service) => serviceMark(lineTemplate, service, "")));
  };
  slot(box, "services-all")?.addEventListener("toggle", fillList, { once: true });
  return fillList;
}

function renderCards(root: HTMLElement, packages: PackageDto[]): void {
  const list = root.querySelector<HTMLElement>("[data-pricing-list]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-pricing-card]");
  if (!list || !template) return;
  const locale = pageLocale(root);
  const forDays = root.dataset.labelForDays ?? "{days}";
  const lists: (() => void)[] = [];
  const cards = packages.map((pkg, index) => {
    const card = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    const nameId = `pricing-${root.id}-${index}-name`;
    const name = slot(card, "name");
    if (name) {
      name.textContent = pkg.namePackage;
      name.id = nameId;
    }
    const description = slot(card, "description");
    if (description) {
      if (pkg.description) description.textContent = pkg.description;
      else description.remove();
    }
    const price = slot(card, "price");
    if (price) price.textContent = formatPrice(pkg.price, pkg.currency, locale);
    const period = slot(card, "period");
    if (period) period.textContent = forDays.replace("{days}", formatCount(locale, pkg.days));
    const fillList = renderServices(root, card, pkg);
    if (fillList) lists.push(fillList);
    const badge = slot(card, "badge");
    if (index === HIGHLIGHTED_INDEX) {
      card.dataset.highlighted = "";
      badge?.removeAttribute("hidden");
    } else {
      badge?.remove();
    }
    const cta = slot(card, "cta");
    if (cta) {
      if (cta instanceof HTMLAnchorElement) cta.href = checkoutHref();
      cta.setAttribute("aria-describedby", nameId);
      cta.dataset.packageId = pkg.uuid;
      cta.addEventListener("click", () => {
        updateStoredCart((cart) => addToCart(cart, packageToCartItem(pkg)));
        track("add_to_cart_pricing", "Conversion", {
          package_id: pkg.uuid,
          package_name: pkg.namePackage,
          value: pkg.price,
          currency: pkg.currency,
          position: index + 1,
        });
      });
    }
    return card;
  });
  list.replaceChildren(...cards);
  inIdleSlices(lists, (fillList) => fillList());
  const firstCta = cards[0] ? slot(cards[0], "cta") : null;
  addStructuredData(root, packages, firstCta instanceof HTMLAnchorElement ? firstCta.href : location.href);
}

/**
 * The hero's free-trial button (to /register, docs/product.md#free-trial) promises a trial that an
 * active package offers (decision 041). When none of the packages on sale has trial days, it
 * becomes a plain "Get started" to the same registration page, so the page promises nothing that does
 * not exist.
 */
function reflectTrial(packages: PackageDto[]): void {
  if (packages.some((pkg) => (pkg.trialDays ?? 0) > 0)) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-free-trial]")) {
    if (link.dataset.labelNoTrial) link.textContent = link.dataset.labelNoTrial;
    const url = new URL(link.href);
    url.searchParams.delete("trial");
    link.href = `${url.pathname}${url.search}`;
    delete link.dataset.freeTrial;
  }
}

function setState(root: HTMLElement, state: "loading" | "ready" | "empty" | "error"): void {
  root.dataset.state = state;
  const list = root.querySelector<HTMLElement>("[data-pricing-list]");
  list?.setAttribute("aria-busy", String(state === "loading"));
  if (list) list.hidden = state === "empty" || state === "error";
  for (const el of root.querySelectorAll<HTMLElement>("[data-pricing-when]")) {
    el.hidden = el.dataset.pricingWhen !== state;
  }
}

async function load(root: HTMLElement, skeleton: Node[]): Promise<void> {
  const list = root.querySelector<HTMLElement>("[data-pricing-list]");
  if (root.dataset.state === "error" && list) list.replaceChildren(...skeleton.map((n) => n.cloneNode(true)));
  setState(root, "loading");
  // The first number formatted in a language loads Intl's data for it: 15 ms here, a long task on a
  // phone. Done while the packages are on their way, it no longer lengthens the task that draws
  // the cards (decision 076).
  const answer = fetchPackages();
  setTimeout(() => formatCount(pageLocale(root), 0), 0);
  try {
    const packages = await answer;
    reflectTrial(packages);
    if (packages.length === 0) return setState(root, "empty");
    renderCards(root, packages);
    setState(root, "ready");
  } catch {
    setState(root, "error");
  }
}

for (const root of document.querySelectorAll<HTMLElement>("[data-pricing]")) {
  const skeleton = [...(root.querySelector("[data-pricing-list]")?.children ?? [])].map((n) => n.cloneNode(true));
  root.querySelector("[data-pricing-retry]")?.addEventListener("click", () => void load(root, skeleton));
  void load(root, skeleton);
}
