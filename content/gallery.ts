// The gallery's categories (spec: Gallery) and the pictures of each room type, which the room
// pages' carousels show too. Add a picture: add its slot to images.ts, then list it here.
import type { RoomTypeKey } from "../domain/rooms.ts";
import type { ImageSlot } from "./images.ts";

/** The pictures of each room type, main picture first. */
export const ROOM_IMAGES = {
  standard: ["room-standard", "room-standard-2", "room-standard-3"],
  standard_double: ["room-standard_double", "room-standard_double-2", "room-standard_double-3"],
  deluxe: ["room-deluxe", "room-deluxe-2", "room-deluxe-3"],
  executive: ["room-executive", "room-executive-2", "room-executive-3"],
  executive_double: ["room-executive_double", "room-executive_double-2", "room-executive_double-3"],
  family: ["room-family", "room-family-2", "room-family-3"],
} as const satisfies Record<RoomTypeKey, readonly [ImageSlot, ...ImageSlot[]]>;

/** The slot whose shape (3:2, its widths) gallery uploads take: their variants share its sizes. */
export const GALLERY_SHAPE_SLOT = "about" satisfies ImageSlot;

export type GalleryCategory = {
  /** The category's anchor on /gallery (#restaurant, #standard, ...). */
  key: string;
  label: string;
  images: readonly ImageSlot[];
};

/** In the spec's order; standard_double is labelled Standard Twin Room. */
export const GALLERY: readonly GalleryCategory[] = [
  {
    key: "restaurant",
    label: "Restaurant",
    images: ["restaurant", "restaurant-breakfast", "coffee-parlour", "lounge"],
  },
  { key: "exterior", label: "Exterior", images: ["exterior", "about", "exterior-garden"] },
  {
    key: "rooftop",
    label: "Rooftop",
    images: ["terrace", "terrace-evening", "experience-sundowners"],
  },
  { key: "reception", label: "Reception", images: ["reception", "reception-lobby"] },
  { key: "conference", label: "Conference", images: ["conference", "conference-training"] },
  { key: "gym", label: "Gym", images: ["gym", "gym-membership"] },
  { key: "standard", label: "Standard Room", images: ROOM_IMAGES.standard },
  { key: "family", label: "Family Room", images: ROOM_IMAGES.family },
  { key: "deluxe", label: "Deluxe Room", images: ROOM_IMAGES.deluxe },
  { key: "executive", label: "Executive Room", images: ROOM_IMAGES.executive },
  { key: "standard_double", label: "Standard Twin Room", images: ROOM_IMAGES.standard_double },
  {
    key: "executive_double",
    label: "Executive Double Room",
    images: ROOM_IMAGES.executive_double,
  },
];
