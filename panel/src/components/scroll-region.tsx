import type { ReactNode } from "react";
import { useScrollEdges } from "../hooks/use-scroll-edges.ts";

type Edge = "left" | "right" | "top" | "bottom";

const CUE_CLASS: Record<Edge, string> = {
  // Sideways: a shadow falling from the edge, over the content that scrolls under it.
  left: "inset-y-px left-px w-6 rounded-l-lg bg-linear-to-r from-slate-900/20 to-transparent",
  right: "inset-y-px right-px w-6 rounded-r-lg bg-linear-to-l from-slate-900/20 to-transparent",
  // Up and down (the sidebar): the content fades out under a line where more of it lies.
  top: "inset-x-0 top-0 h-8 border-slate-300 border-t bg-linear-to-b from-white via-white/80 to-transparent",
  bottom: "inset-x-0 bottom-0 h-10 border-slate-300 border-b bg-linear-to-t from-white via-white/80 to-transparent",
};

/**
 * The visible sign that a scrolling box hides content beyond `edge`: put it in a positioned parent
 * of the box, beside it (not inside, where it would scroll away). Decorative: the box itself is
 * what the keyboard and screen readers use. Hidden (`visibility`) while nothing lies beyond.
 */
export function ScrollCue({ edge, shown, className = "" }: { edge: Edge; shown: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={`scroll-cue-${edge}`}
      className={`pointer-events-none absolute z-10 transition-[opacity,visibility] ${CUE_CLASS[edge]} ${
        shown ? "visible opacity-100" : "invisible opacity-0"
      } ${className}`}
    />
  );
}

/**
 * A labelled region that scrolls sideways by itself (a wide table), focusable so that the keyboard
 * can scroll it, with a shadow on each side where content lies beyond the edge. `data-more-start` /
 * `data-more-end` on it say the same to what is inside (group `scroll`): a column kept in view at
 * the end (`endCueFrom`) draws the end shadow itself, from the breakpoint where it sticks.
 */
export function SideScrollRegion({
  label,
  testId,
  endCueFrom,
  className = "",
  children,
}: {
  /** The region's accessible name ("…, scrolls sideways"). */
  label: string;
  testId?: string;
  /** From this breakpoint on, the content draws its own end shadow (a sticky last column). */
  endCueFrom?: "sm";
  className?: string;
  children: ReactNode;
}) {
  const [ref, edges] = useScrollEdges<HTMLElement>("x");
  return (
    <div className="relative min-w-0">
      {/* `relative` keeps visually hidden texts of cells beyond the right edge inside the region
          instead of widening the page. */}
      <section
        ref={ref}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-testid={testId}
        data-more-start={edges.before || undefined}
        data-more-end={edges.after || undefined}
        className={`group/scroll relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${className}`}
      >
        {children}
      </section>
      <ScrollCue edge="left" shown={edges.before} />
      <ScrollCue edge="right" shown={edges.after} className={endCueFrom === "sm" ? "sm:hidden" : ""} />
    </div>
  );
}
