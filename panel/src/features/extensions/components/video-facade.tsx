import { useState } from "react";
import { useT } from "../../../lib/locale.tsx";

const EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Only privacy-enhanced YouTube embeds (the CSP allows no other frame source). */
function embedUrl(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.origin !== EMBED_ORIGIN || !url.pathname.startsWith("/embed/")) return null;
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

/**
 * The tutorial video as a facade: a play button, and the YouTube player only after a click, so
 * nothing is requested from YouTube before the user asks for it.
 */
export function VideoFacade({ src }: { src: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const url = embedUrl(src);
  if (!url) return null;
  return (
    <div data-light-palette className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
      {playing ? (
        <iframe
          src={url}
          title={t("extensions.video.title")}
          className="size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          data-testid="tutorial-video"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="flex size-full flex-col items-center justify-center gap-2 text-white hover:bg-slate-800"
          data-testid="tutorial-video-play"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-red-600 shadow-lg">
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="ml-1 size-7">
              <path d="M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5Z" />
            </svg>
          </span>
          <span className="text-sm font-medium">{t("extensions.video.play")}</span>
          <span className="text-xs text-slate-300">{t("extensions.video.hint")}</span>
        </button>
      )}
    </div>
  );
}
