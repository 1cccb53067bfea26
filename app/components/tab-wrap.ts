import type { KeyboardEvent } from "react";

const FOCUSABLE = "a[href], button:not(:disabled), input, select, textarea";

/**
 * A modal <dialog> makes the page inert, but Tab can still leave it for the browser's own
 * controls: wrap Tab and Shift+Tab around inside the dialog instead. Use as its onKeyDown.
 */
export function wrapTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
