// GA4 (gtag.js) and the Meta pixel, loaded only when their ids are configured at build time
// (PUBLIC_GA4_ID, PUBLIC_META_PIXEL_ID). Without ids nothing loads and events stay in
// window.dataLayer. The tags load after the page's load event, so they never block rendering.

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
interface TagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
}

const GA4_ID: string | undefined = import.meta.env.PUBLIC_GA4_ID;
const META_PIXEL_ID: string | undefined = import.meta.env.PUBLIC_META_PIXEL_ID;

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function loadGa4(id: string): void {
  const w = window as unknown as TagWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the `arguments` objects that gtag() pushes.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
    w.dataLayer?.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", id, { send_page_view: true });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}

function loadMetaPixel(id: string): void {
  const w = window as unknown as TagWindow;
  if (w.fbq) return;
  const fbq: Queue = (...args: unknown[]) => {
    fbq.queue?.push(args);
  };
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = "2.0";
  w.fbq = fbq;
  w._fbq = fbq;
  fbq("init", id);
  fbq("track", "PageView");
  addScript("https://connect.facebook.net/en_US/fbevents.js");
}

export function loadConfiguredTags(): void {
  if (!GA4_ID && !META_PIXEL_ID) return;
  const load = () => {
    if (GA4_ID) loadGa4(GA4_ID);
    if (META_PIXEL_ID) loadMetaPixel(META_PIXEL_ID);
  };
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load, { once: true });
}
