import { useEffect, useRef } from "react";

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
 */
export function HeroVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || prefersNoVideo()) return;
    video.src = src;
    video.play().catch(() => {
      // Autoplay refused (e.g. battery saver): the poster picture stays.
    });
  }, [src]);
  return (
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
  );
}
