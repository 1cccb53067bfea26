// A photo's place on the site in words, for the staff photos page: "Twin Room, photo 2" or
// "Home page: top picture", never the slot's key ("room-standard_double-2").
import { IMAGE_SLOTS, type ImageSlot } from "../../../content/images.ts";
import { isRoomTypeKey, roomTypeOf } from "../../../domain/rooms.ts";
import type { Translate } from "../../i18n.tsx";

type OtherSlot = Exclude<ImageSlot, `room-${string}`>;

export function photoSlotName(t: Translate, slot: string): string {
  const room = /^room-([a-z_]+?)(?:-(\d+))?$/.exec(slot);
  if (room && isRoomTypeKey(room[1]!)) {
    return t("staffContent.photoSlotRoom", {
      room: roomTypeOf(room[1]).name,
      number: Number(room[2] ?? 1),
    });
  }
  return Object.hasOwn(IMAGE_SLOTS, slot) ? t(`staffContent.slot_${slot as OtherSlot}`) : slot;
}
