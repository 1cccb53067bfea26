import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useT } from "../i18n.tsx";

type CarouselProps = {
  id?: string;
  /** Names the carousel for screen readers, e.g. "Testimonials". */
  label: string;
  slides: ReactNode[];
  /** Advance every this many ms; off under reduced motion, paused on hover and focus. */
  autoPlayMs?: number;
};

/**
 * A light carousel: a scroll-snap track (so touch swipe is native and it works without
 * JavaScript) with labelled previous/next buttons and, when it auto-advances, a pause button.
 */
export function Carousel({ id, label, slides, autoPlayMs }: CarouselProps) {
  const t = useT();
  const trackRef = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const [playing, setPlaying] = useState(autoPlayMs !== undefined);
  const [held, setHeld] = useState(false);

  // The slide in view. Buttons move from it (so quick clicks add up while a smooth scroll is
  // still running); a swipe updates it once the track comes to rest.
  const indexRef = useRef(0);

  const go = useCallback((delta: number) => {
    const track = trackRef.current;
    if (!track) return;
    const count = track.children.length;
    const next = (indexRef.current + delta + count) % count;
    indexRef.current = next;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollTo({ left: next * track.clientWidth, behavior: smooth ? "smooth" : "auto" });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settle = () => {
      indexRef.current = Math.round(track.scrollLeft / (track.clientWidth || 1));
    };
    // scrollend fires once a scroll, smooth or swiped, has come to rest. Without it, wait for a
    // pause in scroll events (less exact on a busy phone, where frames can be far apart).
    if ("onscrollend" in window) {
      track.addEventListener("scrollend", settle);
      return () => track.removeEventListener("scrollend", settle);
    }
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, 300);
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      track.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (autoPlayMs === undefined) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, [autoPlayMs]);

  useEffect(() => {
    if (!playing || held || autoPlayMs === undefined) return;
    const timer = window.setInterval(() => go(1), autoPlayMs);
    return () => window.clearInterval(timer);
  }, [playing, held, autoPlayMs, go]);

  return (
    <section
      id={id}
      className="carousel"
      aria-roledescription={t("common.carouselRole")}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="carousel__controls">
        {autoPlayMs !== undefined && (
          <button
            type="button"
            className="carousel__button"
            aria-label={t(playing ? "common.carouselPause" : "common.carouselPlay", { label })}
            onClick={() => setPlaying((p) => !p)}
          >
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
          </button>
        )}
        <button
          type="button"
          className="carousel__button"
          aria-controls={trackId}
          aria-label={t("common.carouselPrevious", { label })}
          onClick={() => go(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-controls={trackId}
          aria-label={t("common.carouselNext", { label })}
          onClick={() => go(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        ref={trackRef}
        id={trackId}
        className="carousel__track"
        role="group"
        aria-live={playing && !held ? "off" : "polite"}
        tabIndex={0}
        aria-label={t("common.carouselSlides", { label })}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="carousel__slide"
            role="group"
            aria-roledescription={t("common.carouselSlide")}
            aria-label={t("common.carouselSlideOf", { index: i + 1, count: slides.length })}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
