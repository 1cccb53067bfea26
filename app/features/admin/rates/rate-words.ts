// The rate editor's lines in words: a stay rule's conditions and a rule's adjustments per type.
import { adjustmentText, type TypeAdjustments } from "../../../../domain/rates.ts";
import { ROOM_TYPES, type RoomTypeKey } from "../../../../domain/rooms.ts";
import type { StayRule } from "../../../../domain/stay-rules.ts";
import type { Translate } from "../../../i18n.tsx";

/** A stay rule's conditions: in full in the list of rules, short in a night's cell. */
export function conditionsOf(
  t: Translate,
  rule: Pick<StayRule, "minNights" | "closedToArrival" | "sameDayCutoff">,
  short = false,
): string[] {
  const { minNights: count, sameDayCutoff: time } = rule;
  return [
    ...(count
      ? [t(short ? "staffSettings.nightMinNights" : "staffSettings.atLeastNights", { count })]
      : []),
    ...(rule.closedToArrival ? [t("staffSettings.closedToArrivalCondition")] : []),
    ...(time
      ? [t(short ? "staffSettings.nightOnlineUntil" : "staffSettings.sameDayUntil", { time })]
      : []),
  ];
}

/** "+10% on every room", or each type's adjustment. */
export function adjustmentsText(t: Translate, adjustments: TypeAdjustments): string {
  const entries = Object.entries(adjustments) as [
    RoomTypeKey,
    { kind: "percent" | "kes"; value: number },
  ][];
  if (entries.length === 0) return t("staffSettings.adjustmentsNone");
  const texts = new Set(entries.map(([, a]) => adjustmentText(a)));
  if (entries.length === ROOM_TYPES.length && texts.size === 1)
    return t("staffSettings.adjustmentAllRooms", { adjustment: [...texts][0]! });
  return entries
    .map(([type, a]) =>
      t("staffSettings.adjustmentOfType", {
        type: t(`common.type_${type}`),
        adjustment: adjustmentText(a),
      }),
    )
    .join(", ");
}
