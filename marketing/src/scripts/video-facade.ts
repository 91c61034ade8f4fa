// Video facade: a plain button until the visitor presses play; only then is the youtube-nocookie
// player inserted (no third-party script, frame or image before the click).
import { track } from "@app/shared/analytics";

const EMBED_ORIGIN = "https://www.youtube-nocookie.com";

for (const facade of document.querySelectorAll<HTMLElement>("[data-video-facade]")) {
  const button = facade.querySelector<HTMLButtonElement>("button[data-video-play]");
  const videoId = facade.dataset.videoId;
  if (!button || !videoId || !/^[\w-]{6,20}$/.test(videoId)) continue;
  button.addEventListener(
    "click",
    () => {
      const iframe = document.createElement("iframe");
      iframe.src = `${EMBED_ORIGIN}/embed/${videoId}?autoplay=1&rel=0`;
      iframe.title = facade.dataset.videoTitle ?? "";
      iframe.allow = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture";
      iframe.allowFullscreen = true;
      iframe.referrerPolicy = "strict-origin-when-cross-origin";
      iframe.width = "1280";
      iframe.height = "720";
      iframe.className = "absolute inset-0 size-full border-0";
      button.replaceWith(iframe);
      iframe.focus();
      track("button_click", "Interaction", { label: "tutorial_video_play", page_path: location.pathname });
    },
    { once: true },
  );
}
