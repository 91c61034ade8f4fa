import type { ServiceType } from "@app/shared/constants";
import { useT } from "../lib/locale.tsx";

/**
 * How a service opens, in the words of who reads it: customers read what happens ("Opens signed
 * in" / "Access key to copy", issue 27), admins the type they configure ("Cookie session").
 */
export function useServiceTypeLabel(audience: "customer" | "admin" = "customer") {
  const t = useT();
  return (type: ServiceType) =>
    audience === "admin"
      ? t(type === "key" ? "services.type.key" : "services.type.cookie")
      : t(type === "key" ? "services.kind.key" : "services.kind.cookie");
}

function GlyphPaths({ type }: { type: ServiceType }) {
  return type === "key" ? (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
    </>
  ) : (
    <>
      <path d="M21 12.5A9 9 0 1 1 11.5 3a3.5 3.5 0 0 0 4.5 4.5 3.5 3.5 0 0 0 5 5Z" />
      <circle cx="8.5" cy="10.5" r="1" fill="currentColor" />
      <circle cx="14" cy="15" r="1" fill="currentColor" />
      <circle cx="9" cy="16" r="1" fill="currentColor" />
    </>
  );
}

const SVG_PROPS = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "1.8",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * The cookie or key icon of a service's type_service (docs/product.md#shared-interface-pieces), as
 * an inline SVG with an accessible name (see `useServiceTypeLabel`). Admin tables; customers get
 * `ServiceKind`, icon and words.
 */
export function ServiceTypeIcon({
  type,
  className = "size-5",
  audience = "customer",
}: {
  type: ServiceType;
  className?: string;
  audience?: "customer" | "admin";
}) {
  const label = useServiceTypeLabel(audience)(type);
  return (
    <svg role="img" aria-label={label} data-testid={`service-type-${type}`} className={className} {...SVG_PROPS}>
      <title>{label}</title>
      <GlyphPaths type={type} />
    </svg>
  );
}

/** How a service opens, icon and label written out: no unlabelled icons for customers (issue 27). */
export function ServiceKind({ type }: { type: ServiceType }) {
  const label = useServiceTypeLabel()(type);
  return (
    <span
      data-testid={`service-kind-${type}`}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700"
    >
      <svg aria-hidden="true" className="size-3.5" {...SVG_PROPS}>
        <GlyphPaths type={type} />
      </svg>
      {label}
    </span>
  );
}
