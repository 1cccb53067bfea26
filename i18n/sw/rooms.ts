import type en from "../en/rooms.ts";

export default {
  searchLabel: "Tafuta vyumba kwa tarehe",
  checkIn: "Kuingia",
  checkOut: "Kutoka",
  guests: "Wageni",
  checkAvailability: "Angalia nafasi",
  capacity: "Idadi ya wageni: {capacity}",
  guestCount: "{count, plural, one {mgeni #} other {wageni #}}",
  guestRange: "wageni {min}-{max}",
  askForPrice: "Tuulize bei",
  fromPerNight: "Kuanzia <price></price> kwa usiku",
} satisfies Record<keyof typeof en, string>;
