// An optional Kiswahili alt text or caption beside its English one (photos and the gallery):
// one line of at most 200 characters, marked as Kiswahili; empty, the English one is used.
export function SwahiliWordsField({
  label,
  name,
  defaultValue = "",
}: {
  label: string;
  name: "altSw" | "captionSw";
  defaultValue?: string | null;
}) {
  return (
    <label>
      {label}
      <input name={name} defaultValue={defaultValue ?? ""} maxLength={200} lang="sw" />
    </label>
  );
}
