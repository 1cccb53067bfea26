// Shown on every page while the payment simulators are on (the embedded default): no real money
// moves. Server-rendered from the root loader; it never takes a click meant for the page under it.
import { SIMULATOR_MESSAGES } from "../../domain/messages.ts";

export function TestModeRibbon() {
  return (
    <aside className="test-mode-ribbon" aria-label="Test mode">
      <strong>{SIMULATOR_MESSAGES.ribbon}</strong>
      <span className="visually-hidden"> {SIMULATOR_MESSAGES.ribbonDetail}</span>
    </aside>
  );
}
