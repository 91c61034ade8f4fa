import type { ServiceType } from "@app/shared/constants";
import { useT } from "../lib/locale.tsx";

/**
 * The cookie or key icon of a service's type_service (SPEC §2), as an inline SVG with an accessible
 * name ("Cookie session" / "Access key").
 */
export function ServiceTypeIcon({ type, className = "size-5" }: { type: ServiceType; className?: string }) {
  const t = useT();
  const label = type === "key" ? t("services.type.key") : t("services.type.cookie");
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={`service-type-${type}`}
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{label}</title>
      {type === "key" ? (
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
      )}
    </svg>
  );
}
