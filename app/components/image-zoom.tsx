import { useEffect, useRef } from "react";
import { IMAGE_SLOTS, type ImageSlot } from "../../content/images.ts";
import { Picture } from "./picture.tsx";

type ImageZoomProps = {
  /** The picture shown, or null when the modal is closed. */
  slot: ImageSlot | null;
  onClose: () => void;
};

/**
 * The gallery's zoom modal: a native <dialog> opened with showModal(), so the rest of the page is
 * inert (focus stays inside) and Escape closes it. A click outside the picture (on the backdrop)
 * and the close button close it too; focus then returns to the thumbnail that opened it.
 */
export function ImageZoom({ slot, onClose }: ImageZoomProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || slot === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [slot]);

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
    >
      {slot !== null && (
        <figure className="zoom__figure">
          <Picture slot={slot} sizes="min(92vw, 1200px)" priority />
          <figcaption id="zoom-caption">{IMAGE_SLOTS[slot].alt}</figcaption>
        </figure>
      )}
      <button type="button" className="zoom__close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Close</span>
      </button>
    </dialog>
  );
}
