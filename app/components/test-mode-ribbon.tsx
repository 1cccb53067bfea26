// Shown on every page while the payment simulators are on (the embedded default): no real money
// moves. Server-rendered from the root loader; it never takes a click meant for the page under it.
import { useT } from "../i18n.tsx";

export function TestModeRibbon() {
  const t = useT();
  return (
    <aside className="test-mode-ribbon" aria-label={t("common.testModeLabel")}>
      <strong>{t("common.testMode")}</strong>
      <span className="visually-hidden"> {t("common.testModeDetail")}</span>
    </aside>
  );
}
