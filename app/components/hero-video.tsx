import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n.tsx";

type NetworkInformation = { saveData?: boolean };

/** Whether the visitor asked for less data or less motion: then the video is never downloaded. */
function prefersNoVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    connection?.saveData === true || window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * The hero's looping muted video, laid over the poster picture. The server sends it without a
 * source, so nothing downloads until the browser has checked Save-Data and reduced motion.
 * Moving content that plays on its own needs a way to stop it (WCAG 2.2.2): the pause button.
 */
export function HeroVideo({ src }: { src: string }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"off" | "playing" | "paused">("off");

  useEffect(() => {
    const video = ref.current;
    if (!video || prefersNoVideo()) return;
    // The button follows the video itself, whoever paused it (us, the browser, the system).
    const onPlay = () => setState("playing");
    const onPause = () => setState("paused");
    video.addEventListener("playing", onPlay);
    video.addEventListener("pause", onPause);
    video.src = src;
    video.play().catch(() => {
      // Autoplay refused (e.g. battery saver): the poster picture stays.
    });
    return () => {
      video.removeEventListener("playing", onPlay);
      video.removeEventListener("pause", onPause);
    };
  }, [src]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.play().catch(() => {
        // The browser refused; the button keeps saying "Play video".
      });
    } else {
      video.pause();
    }
  };

  return (
    <>
      <video
        ref={ref}
        className="hero__video"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      />
      {state !== "off" && (
        <button type="button" className="hero__video-toggle" onClick={toggle}>
          {t(state === "playing" ? "common.pauseVideo" : "common.playVideo")}
        </button>
      )}
    </>
  );
}
