import { useEffect, useRef, type KeyboardEvent } from "react";
import type { ImageSlot } from "../../content/images.ts";
import { useT } from "../i18n.tsx";
import { useBuiltInAlt, useSiteMedia } from "../media-context.tsx";
import { Picture } from "./picture.tsx";
import { wrapTabInside } from "./tab-wrap.ts";

/** One picture: a slot's, or a gallery upload in the slot's shape, with an optional caption. */
export type ZoomItem = {
  slot: ImageSlot;
  photo?: { key: string; alt: string };
  caption?: string | null;
  /** A caption in another language than the page's (English on a Kiswahili page). */
  captionLang?: "en";
};

type ImageZoomProps = {
  /** The pictures the modal can step through, and the one shown (null: closed). */
  items: readonly ZoomItem[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * The gallery's zoom modal: a native <dialog> opened with showModal(), so the page behind is
 * inert and Escape closes it. A click outside the picture (on the backdrop) and the close button
 * close it too; Tab cycles inside it; focus then returns to the thumbnail that opened it.
 */
export function ImageZoom({ items, index, onIndex, onClose }: ImageZoomProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const uploads = useSiteMedia()?.slots ?? {};
  const builtInAlt = useBuiltInAlt();
  const t = useT();
  const open = index !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  const item = index === null ? undefined : items[index];
  const step = (delta: number) => {
    if (index !== null) onIndex((index + delta + items.length) % items.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") step(1);
    if (event.key === "ArrowLeft") step(-1);
    wrapTabInside(event);
  };

  return (
    <dialog
      ref={dialogRef}
      className="zoom"
      aria-labelledby="zoom-caption"
      onCancel={(event) => {
        // Escape: let React state close it, so the effect's cleanup restores focus.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog box itself, not on its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
      // Closed by the browser itself (e.g. an Escape it would not let us cancel): follow it.
      onClose={() => {
        if (open) onClose();
      }}
    >
      {item !== undefined && index !== null && (
        <figure className="zoom__figure">
          <Picture slot={item.slot} photo={item.photo} sizes="min(92vw, 1200px)" priority />
          <figcaption id="zoom-caption" lang={item.caption ? item.captionLang : undefined}>
            {item.caption ?? item.photo?.alt ?? uploads[item.slot]?.alt ?? builtInAlt(item.slot)}
          </figcaption>
          <p className="zoom__count">
            {t("gallery.photoOf", { index: index + 1, count: items.length })}
          </p>
        </figure>
      )}
      <button type="button" className="zoom__close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t("gallery.close")}</span>
      </button>
      {items.length > 1 && (
        <div className="zoom__steps">
          <button type="button" className="carousel__button" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t("gallery.previousPhoto")}</span>
          </button>
          <button type="button" className="carousel__button" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t("gallery.nextPhoto")}</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
