// First-party analytics in the browser: each event goes to our own /api/events as a beacon (it
// survives leaving the page, sets no cookie), and to the optional Google Analytics tag when the
// site has one configured. Events follow domain/analytics.ts.
import { eventFromDataset, type BrowserEvent } from "../domain/analytics.ts";

const ENDPOINT = "/api/events";

declare global {
  interface Window {
    /** Defined by the optional GA4 snippet in app/root.tsx. */
    gtag?: (command: "event", name: string, params: Record<string, unknown>) => void;
  }
}

export function track(event: BrowserEvent, path = location.pathname): void {
  const body = JSON.stringify({ event, path });
  // sendBeacon posts text/plain, which the endpoint reads as JSON.
  const queued = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ENDPOINT, body);
  if (!queued) {
    void fetch(ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
  }
  window.gtag?.("event", event.name, event.props);
}

/** Events waiting for idle, with the path they happened on. */
const waiting = new Set<{ event: BrowserEvent; path: string }>();

/** Sends what waits now: before a click's event, and when the guest leaves the page. */
function sendWaiting(): void {
  for (const entry of waiting) track(entry.event, entry.path);
  waiting.clear();
}

/**
 * A page's own events (its view) once the browser is idle: sent during hydration, a beacon
 * lengthened the task that makes the page respond (issue 20). Within 2 s at the latest.
 */
export function trackWhenIdle(event: BrowserEvent): void {
  const entry = { event, path: location.pathname };
  if (waiting.size === 0) addEventListener("pagehide", sendWaiting, { once: true });
  waiting.add(entry);
  const send = () => {
    if (waiting.delete(entry)) track(entry.event, entry.path);
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(send, { timeout: 2000 });
  else setTimeout(send, 0);
}

/**
 * One listener for the whole document: a click inside an element with data-event sends that
 * event, read by eventFromDataset (domain/analytics.ts describes the attributes).
 */
export function listenForEventClicks(): () => void {
  const onClick = (e: MouseEvent) => {
    const target =
      e.target instanceof Element ? e.target.closest<HTMLElement>("[data-event]") : null;
    const event = target ? eventFromDataset({ ...target.dataset }) : undefined;
    if (event) {
      sendWaiting(); // the page's view first, then what was clicked on it
      track(event);
    }
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
