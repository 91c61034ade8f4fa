import { useT } from "../lib/locale.tsx";

/**
 * A logo tile's corners: a quarter of its side, so they cut inside the rounded square a logo is often
 * drawn on (the seeded marks round theirs by 14/64): none of the tile's own background shows at the
 * corners, at any size.
 */
const TILE_CORNERS = "rounded-[25%]";

/**
 * A service's logo at a fixed size (width/height set, so the layout does not shift), or its initial
 * on a tinted square when it has none. `decorative`: the name is written beside it, so no alt text.
 *
 * The logo sits on a white tile in both themes (`bg-[#fff]`, a colour of its own: `bg-white` reads
 * --color-white, which the dark theme turns near-black, and a custom property's light-dark() is
 * settled where it is declared, so no attribute on the tile can undo that; shared/src/styles/dark.css):
 * logos are drawn for a light page, and a dark or transparent one (a dark mark, a black tile) would
 * vanish on the dark theme's cards.
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
        className={`flex shrink-0 items-center justify-center ${TILE_CORNERS} bg-brand-50 font-semibold text-brand-700`}
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
      data-testid="service-logo"
      className={`shrink-0 ${TILE_CORNERS} bg-[#fff] object-contain`}
      style={{ width: size, height: size }}
    />
  );
}
