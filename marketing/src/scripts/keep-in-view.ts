// Keeps an element where a link or a result put it while the page is still growing around it
// (issue 27): the services grid and the pricing cards load after the first paint, and on a phone
// they push #faq or #contact far below the place the browser scrolled to. Until the user scrolls,
// taps or types, or for at most `forMs`, every change of the page's height scrolls the element
// back into view (respecting `scroll-padding-top` under the fixed header).

const USER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

export function keepInView(element: Element, { forMs = 8000, block = "start" as ScrollLogicalPosition } = {}): void {
  const align = () => element.scrollIntoView({ block, behavior: "instant" });
  let lastHeight = document.documentElement.scrollHeight;
  const observer = new ResizeObserver(() => {
    const height = document.documentElement.scrollHeight;
    if (height === lastHeight) return;
    lastHeight = height;
    align();
  });
  const stop = () => {
    observer.disconnect();
    for (const type of USER_INPUT) removeEventListener(type, stop, true);
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, forMs);
  for (const type of USER_INPUT) addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  align();
}

/** The element the address's #fragment points at, if any. */
export function hashTarget(): Element | null {
  const id = decodeURIComponent(location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}
