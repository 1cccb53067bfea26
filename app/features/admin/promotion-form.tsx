// The staff's promotion form (create on /admin/promotions, edit on /admin/promotions/:id):
// plain fields, so it works without JavaScript; the server's schema decides.
import { Form } from "react-router";
import type { Promotion } from "../../../domain/promotions.ts";
import { ROOM_TYPES } from "../../../domain/rooms.ts";

export function PromotionForm({ promotion, action }: { promotion?: Promotion; action?: string }) {
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
      aria-label={promotion ? `Edit ${promotion.code}` : "Create a promotion code"}
    >
      <input type="hidden" name="intent" value={promotion ? "save" : "create"} />
      {promotion && <input type="hidden" name="id" value={promotion.id} />}
      {field("code", "Code", { required: true, maxLength: 30, autoCapitalize: "characters" })}
      {field("description", "Description (optional)", { maxLength: 200 })}
      <label htmlFor={id("kind")}>
        Discount in
        <select id={id("kind")} name="kind" defaultValue={promotion?.kind ?? "percent"}>
          <option value="percent">percent off</option>
          <option value="kes">KES off</option>
        </select>
      </label>
      {field("value", "Discount", { required: true, inputMode: "numeric" })}
      {field("bookFrom", "Book from", { type: "date" })}
      {field("bookTo", "Book until", { type: "date" })}
      {field("stayFrom", "Stays from", { type: "date" })}
      {field("stayTo", "Stays until (last night)", { type: "date" })}
      {field("minNights", "Minimum nights", {
        inputMode: "numeric",
        defaultValue: String(promotion?.minNights ?? 1),
      })}
      {field("maxUses", "Uses in all (empty: no limit)", { inputMode: "numeric" })}
      {field("maxUsesPerGuest", "Uses per guest phone or email (empty: no limit)", {
        inputMode: "numeric",
      })}
      <fieldset className="rate-form__types">
        <legend>Room types (none ticked: every type)</legend>
        {ROOM_TYPES.map((type) => (
          <label key={type.key} htmlFor={id(`type-${type.key}`)}>
            <input
              id={id(`type-${type.key}`)}
              type="checkbox"
              name={`roomType.${type.key}`}
              defaultChecked={promotion?.roomTypes.includes(type.key) ?? false}
            />{" "}
            {type.name}
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
        Active
      </label>
      <button className="button button--small" type="submit">
        {promotion ? "Save the promotion" : "Create the promotion"}
      </button>
    </Form>
  );
}
