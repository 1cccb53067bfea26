// The staff's promotion form (create on /admin/promotions, edit on /admin/promotions/:id):
// plain fields, so it works without JavaScript; the server's schema decides.
import { Form } from "react-router";
import type { Promotion } from "../../../domain/promotions.ts";
import { ROOM_TYPES } from "../../../domain/rooms.ts";
import { useT } from "../../i18n.tsx";

export function PromotionForm({ promotion, action }: { promotion?: Promotion; action?: string }) {
  const t = useT();
  const id = (name: string) => `promotion-${promotion?.id ?? "new"}-${name}`;
  const field = (
    name: keyof Promotion,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <label htmlFor={id(name)}>
      {label}
      <input
        id={id(name)}
        name={name}
        defaultValue={promotion ? String(promotion[name] ?? "") : undefined}
        {...props}
      />
    </label>
  );
  return (
    <Form
      method="post"
      action={action}
      className="rate-form"
      aria-label={
        promotion
          ? t("staffSettings.editPromotion", { code: promotion.code })
          : t("staffSettings.createPromotionTitle")
      }
    >
      <input type="hidden" name="intent" value={promotion ? "save" : "create"} />
      {promotion && <input type="hidden" name="id" value={promotion.id} />}
      {field("code", t("staffSettings.code"), {
        required: true,
        maxLength: 30,
        autoCapitalize: "characters",
      })}
      {field("description", t("staffSettings.descriptionOptional"), { maxLength: 200 })}
      <label htmlFor={id("kind")}>
        {t("staffSettings.discountIn")}
        <select id={id("kind")} name="kind" defaultValue={promotion?.kind ?? "percent"}>
          <option value="percent">{t("staffSettings.percentOff")}</option>
          <option value="kes">{t("staffSettings.kesOff")}</option>
        </select>
      </label>
      {field("value", t("staffSettings.discount"), { required: true, inputMode: "numeric" })}
      {field("bookFrom", t("staffSettings.bookFrom"), { type: "date" })}
      {field("bookTo", t("staffSettings.bookUntil"), { type: "date" })}
      {field("stayFrom", t("staffSettings.staysFrom"), { type: "date" })}
      {field("stayTo", t("staffSettings.staysUntil"), { type: "date" })}
      {field("minNights", t("staffSettings.minimumNights"), {
        inputMode: "numeric",
        defaultValue: String(promotion?.minNights ?? 1),
      })}
      {field("maxUses", t("staffSettings.usesInAll"), { inputMode: "numeric" })}
      {field("maxUsesPerGuest", t("staffSettings.usesPerGuest"), {
        inputMode: "numeric",
      })}
      <fieldset className="rate-form__types">
        <legend>{t("staffSettings.roomTypesAny")}</legend>
        {ROOM_TYPES.map((type) => (
          <label key={type.key} htmlFor={id(`type-${type.key}`)}>
            <input
              id={id(`type-${type.key}`)}
              type="checkbox"
              name={`roomType.${type.key}`}
              defaultChecked={promotion?.roomTypes.includes(type.key) ?? false}
            />{" "}
            {t(`common.type_${type.key}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={id("active")}>
        <input
          id={id("active")}
          type="checkbox"
          name="active"
          defaultChecked={promotion?.active ?? true}
        />{" "}
        {t("staffSettings.active")}
      </label>
      <button className="button button--small" type="submit">
        {promotion ? t("staffSettings.savePromotion") : t("staffSettings.createPromotion")}
      </button>
    </Form>
  );
}
