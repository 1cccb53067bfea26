// A photo's focal point, in percent from the left and from the top: the crop to the picture's
// shape keeps it in view (a portrait photo of a room keeps its top, say). The image slots' and
// the gallery's upload forms.
import { useT } from "../../i18n.tsx";

export function FocalFields({ x = 50, y = 50 }: { x?: number; y?: number }) {
  const t = useT();
  return (
    <fieldset className="media-slot__focal">
      <legend>{t("staffContent.focalPoint")}</legend>
      {(
        [
          ["focalX", t("staffContent.fromLeft"), x],
          ["focalY", t("staffContent.fromTop"), y],
        ] as const
      ).map(([name, label, value]) => (
        <label key={name}>
          {label}
          <input
            name={name}
            type="number"
            min={0}
            max={100}
            defaultValue={value}
            inputMode="numeric"
          />
        </label>
      ))}
    </fieldset>
  );
}
