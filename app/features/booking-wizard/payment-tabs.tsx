// Step 3's payment method tabs.
import { useRef, type KeyboardEvent } from "react";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import { useT } from "../../i18n.tsx";
import type { PaymentTab } from "./wizard-state.ts";

const TABS: { key: PaymentTab; label: MessageKey }[] = [
  { key: "mpesa", label: "payment.mpesaTab" },
  { key: "card", label: "payment.cardTab" },
];

/** The payment methods as tabs (WAI-ARIA, manual activation): arrows move focus, Enter or a
 * click selects. */
export function PaymentTabs({
  tab: selected,
  busy,
  onSelect,
}: {
  tab: PaymentTab;
  busy: boolean;
  onSelect: (tab: PaymentTab) => void;
}) {
  const t = useT();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs.current[(to + TABS.length) % TABS.length]?.focus();
  }

  return (
    <div className="wizard-pay__tabs" role="tablist" aria-label={t("wizard.paymentMethod")}>
      {TABS.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`book-tab-${tab.key}`}
          aria-selected={selected === tab.key}
          aria-controls={`book-panel-${tab.key}`}
          aria-disabled={busy || undefined}
          tabIndex={selected === tab.key ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onTabKey(event, index)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
