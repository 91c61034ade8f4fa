/**
 * The product's logo mark and name. The mark is the same drawing as the site's favicon
 * (marketing/public/favicon.svg), in the shared accent colour.
 */
export function BrandMark({ name, size = "md" }: { name: string; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-7" : "size-8";
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className={`${box} shrink-0`}>
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M11 24V8h6.5a5 5 0 0 1 0 10H11"
          fill="none"
          className="stroke-white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`font-bold tracking-tight text-slate-900 ${size === "sm" ? "text-base" : "text-lg"}`}>
        {name}
      </span>
    </span>
  );
}
