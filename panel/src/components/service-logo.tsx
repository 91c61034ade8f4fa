import { useT } from "../lib/locale.tsx";

/**
 * A service's logo at a fixed size (width/height set, so the layout does not shift), or its initial
 * on a tinted square when it has none. `decorative`: the name is written beside it, so no alt text.
 */
export function ServiceLogo({
  name,
  src,
  size = 48,
  decorative = false,
}: {
  name: string;
  src: string | null | undefined;
  size?: number;
  decorative?: boolean;
}) {
  const t = useT();
  if (!src) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-lg bg-brand-50 font-semibold text-brand-700"
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? "" : t("services.logoAlt", { name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-lg bg-white object-contain"
      style={{ width: size, height: size }}
    />
  );
}
