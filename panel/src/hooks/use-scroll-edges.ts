import { useLayoutEffect, useState } from "react";

/** Whether content lies beyond a scrolling box's start edge (left or top) and its end edge. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };
/** Sub-pixel scroll positions (zoom, fractional widths) count as the edge. */
const SLACK = 1;

/**
 * Follows on which sides a box scrolling along `axis` hides content: on its scroll, on its and its
 * children's resizes (rows arriving, a font loading) and when its children change. Returns the ref
 * to put on the box and the edges; where nothing can be measured (jsdom) nothing is hidden.
 */
export function useScrollEdges<E extends HTMLElement>(axis: "x" | "y"): [(node: E | null) => void, ScrollEdges] {
  const [element, setElement] = useState<E | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const offset = axis === "x" ? Math.abs(element.scrollLeft) : element.scrollTop;
      const size = axis === "x" ? element.clientWidth : element.clientHeight;
      const total = axis === "x" ? element.scrollWidth : element.scrollHeight;
      const next = { before: offset > SLACK, after: offset + size < total - SLACK };
      setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);

    const resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    const observeAll = () => {
      if (!resizes) return;
      resizes.disconnect();
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
    };
    observeAll();
    const mutations =
      typeof MutationObserver === "undefined"
        ? null
        : new MutationObserver(() => {
            observeAll();
            measure();
          });
    mutations?.observe(element, { childList: true });

    return () => {
      element.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
      resizes?.disconnect();
      mutations?.disconnect();
    };
  }, [element, axis]);

  return [setElement, edges];
}
