import type { ReactNode } from "react";

/**
 * A decorative line icon on a 24-unit grid, drawn in the text colour with round ends; `children`
 * are its shapes, `className` its size and place.
 */
export function StrokeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
