// Step 3's M-Pesa number field.
import { msisdn } from "../../../domain/phone.ts";
import { useT } from "../../i18n.tsx";

/** The M-Pesa number (after +254), its hint, and in test mode the simulated phone's link. */
export function MpesaPhoneField({
  value,
  nine,
  disabled,
  invalid,
  simulators,
  onChange,
}: {
  value: string;
  /** The nine digits typed, for the simulated phone's link. */
  nine: string;
  disabled: boolean;
  /** The pay error names this number ("book-pay-error"). */
  invalid: boolean;
  simulators: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <>
      <div className="form-field">
        <label htmlFor="book-mpesa">{t("wizard.mpesaPhone")}</label>
        <div className="phone-input">
          <span className="phone-input__prefix" aria-hidden="true">
            +254
          </span>
          <input
            id="book-mpesa"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="712345678"
            maxLength={13}
            value={value}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "book-pay-error book-mpesa-hint" : "book-mpesa-hint"}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        <span id="book-mpesa-hint" className="form-field__hint">
          {t("wizard.mpesaHint")}
        </span>
      </div>
      {simulators && (
        <p className="wizard-pay__test note">
          {t.rich("wizard.testMpesa", {
            link: (chunks) => (
              <a
                href={`/simulators/daraja/phone${/^\d{9}$/.test(nine) ? `?msisdn=${msisdn(nine)}` : ""}`}
                target="_blank"
                rel="noopener"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </>
  );
}
