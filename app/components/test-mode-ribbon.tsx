// Shown on every page while the payment simulators are on (the embedded default): no real money
// moves. Server-rendered from the root loader; it never takes a click meant for the page under it.
// A page whose foot is taken (the wizard's summary bar) says so in its route's handle
// ({ ribbonAtTop: true }): decided on the server, so the label never moves once painted.
import { useMatches } from "react-router";
import { useT } from "../i18n.tsx";

export function TestModeRibbon() {
  const t = useT();
  const atTop = useMatches().some(
    (match) => (match.handle as { ribbonAtTop?: boolean } | undefined)?.ribbonAtTop,
  );
  return (
    <aside
      className={atTop ? "test-mode-ribbon test-mode-ribbon--top" : "test-mode-ribbon"}
      aria-label={t("common.testModeLabel")}
    >
      <strong>{t("common.testMode")}</strong>
      <span className="visually-hidden"> {t("common.testModeDetail")}</span>
    </aside>
  );
}
