// The optional Kiswahili name beside a name guests read (a period, a weekday rule, a tax, a
// holiday: domain/names.ts), in the same form as the English one; empty shows the English.
import type { Named } from "../../../../domain/names.ts";
import { useT } from "../../../i18n.tsx";

export function SwahiliNameField({
  id,
  name = "nameSw",
  maxLength = 80,
  defaultValue = "",
  of,
}: {
  id: string;
  name?: string;
  maxLength?: number;
  defaultValue?: string;
  /** What it names, for an input labelled on its own (a table cell's: "Madaraka Day 2027"). */
  of?: string;
}) {
  const t = useT();
  const label = of === undefined ? undefined : t("staffSettings.holidayNameSw", { name: of });
  const input = (
    <input
      id={id}
      name={name}
      lang="sw"
      maxLength={maxLength}
      defaultValue={defaultValue}
      aria-label={label}
    />
  );
  if (label) return input;
  return (
    <label htmlFor={id}>
      {t("staffSettings.nameSw")}
      {input}
    </label>
  );
}

/** " (Kiswahili: Pasaka)" after a saved name that has one. */
export function SavedSwahiliName({ named }: { named: Named }) {
  const t = useT();
  return named.nameSw ? t("staffSettings.savedNameSw", { name: named.nameSw }) : null;
}
