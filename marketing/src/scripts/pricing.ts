// Pricing cards (landing page and /pricing): the packages come from the API at run time, so the
// page ships skeleton cards and a <template> with the translated card; this script fills it in,
// shows an error state with a retry button, and puts the chosen package in the cart.
import { track } from "@app/shared/analytics";
import { addToCart, formatPrice, packageToCartItem, updateStoredCart } from "@app/shared/cart";
import { PRICING_MAX_PACKAGES } from "@app/shared/constants";
import { isLocale, splitLocalePath, withLocale } from "@app/shared/locale";
import type { PackageDto } from "@app/shared/schemas/packages";

const PACKAGES_URL = `/api/packages-subscriptions?status=active&limit=${PRICING_MAX_PACKAGES}`;
/** SPEC §2: the second card is the highlighted one. */
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

function renderCards(root: HTMLElement, packages: PackageDto[]): void {
  const list = root.querySelector<HTMLElement>("[data-pricing-list]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-pricing-card]");
  if (!list || !template) return;
  const locale = isLocale(root.dataset.locale) ? root.dataset.locale : "en";
  const forDays = root.dataset.labelForDays ?? "{days}";
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
    if (period) period.textContent = forDays.replace("{days}", new Intl.NumberFormat(locale).format(pkg.days));
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
  const firstCta = cards[0] ? slot(cards[0], "cta") : null;
  addStructuredData(root, packages, firstCta instanceof HTMLAnchorElement ? firstCta.href : location.href);
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
  try {
    const packages = await fetchPackages();
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
