// The image slots of the site. Each slot is a set of files under content/media/images/, made by
// `npm run images` from the owner's photo in content/photos/<slot>.jpg (or a calm background when
// there is none yet). Components ask for a slot; they never name files.

export const IMAGE_FORMATS = ["avif", "webp"] as const;

type SlotShape = { ratio: readonly [number, number]; widths: readonly [number, number, number] };

const WIDE: SlotShape = { ratio: [16, 9], widths: [640, 1280, 1920] };
const PHOTO: SlotShape = { ratio: [3, 2], widths: [480, 800, 1200] };

export const IMAGE_SLOTS = {
  hero: { ...WIDE, alt: "The motel's front entrance at dusk" },
  about: { ...PHOTO, alt: "The motel building and its secure parking" },
  "room-standard": { ...PHOTO, alt: "Standard Room with a double bed" },
  "room-standard_double": { ...PHOTO, alt: "Twin Room with two beds" },
  "room-deluxe": { ...PHOTO, alt: "Deluxe Room with a sitting corner" },
  "room-executive": { ...PHOTO, alt: "Executive Room with a balcony" },
  "room-executive_double": { ...PHOTO, alt: "Executive Double Room for three guests" },
  "room-family": { ...PHOTO, alt: "Family Room with couches and beds" },
  "room-standard-2": { ...PHOTO, alt: "Standard Room work desk and smart TV" },
  "room-standard-3": { ...PHOTO, alt: "Standard Room bathroom with a hot shower" },
  "room-standard_double-2": { ...PHOTO, alt: "Twin Room beds made up with fresh linen" },
  "room-standard_double-3": { ...PHOTO, alt: "Twin Room bathroom" },
  "room-deluxe-2": { ...PHOTO, alt: "Deluxe Room bed and garden view" },
  "room-deluxe-3": { ...PHOTO, alt: "Deluxe Room bathroom" },
  "room-executive-2": { ...PHOTO, alt: "Executive Room private balcony" },
  "room-executive-3": { ...PHOTO, alt: "Executive Room work desk" },
  "room-executive_double-2": { ...PHOTO, alt: "Executive Double Room beds" },
  "room-executive_double-3": { ...PHOTO, alt: "Executive Double Room bathroom" },
  "room-family-2": { ...PHOTO, alt: "Family Room couches" },
  "room-family-3": { ...PHOTO, alt: "Family Room bathroom" },
  exterior: { ...PHOTO, alt: "The motel seen from the highway" },
  "exterior-garden": { ...PHOTO, alt: "The garden in front of the rooms" },
  reception: { ...PHOTO, alt: "The reception desk" },
  "reception-lobby": { ...PHOTO, alt: "Seats in the lobby by reception" },
  "restaurant-breakfast": { ...PHOTO, alt: "A Kenyan breakfast served in the restaurant" },
  "terrace-evening": { ...PHOTO, alt: "Tables on the rooftop terrace in the evening" },
  "conference-training": { ...PHOTO, alt: "The conference room set for a training" },
  restaurant: { ...PHOTO, alt: "Tables set in the restaurant" },
  "coffee-parlour": { ...PHOTO, alt: "The coffee parlour counter" },
  lounge: { ...PHOTO, alt: "Sofas in the lounge" },
  conference: { ...PHOTO, alt: "The conference room set for a meeting" },
  terrace: { ...PHOTO, alt: "The rooftop terrace at sunset" },
  gym: { ...PHOTO, alt: "Treadmills and weights in the gym" },
  "gym-membership": { ...PHOTO, alt: "A guest training in the gym" },
  "experience-sundowners": { ...PHOTO, alt: "Sunset seen from the rooftop terrace" },
  "experience-sleeping-warrior": { ...PHOTO, alt: "The Sleeping Warrior hill above the lake" },
  "experience-elementaita": { ...PHOTO, alt: "Flamingos on Lake Elementaita" },
  "experience-kariandusi": { ...PHOTO, alt: "Stone hand axes at Kariandusi" },
} as const satisfies Record<string, SlotShape & { alt: string }>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** Public URL of one file of a slot. */
export function imageUrl(slot: ImageSlot, width: number, format: string): string {
  return `/media/images/${slot}-${width}.${format}`;
}

/** Height for a width at the slot's aspect ratio, so the page reserves the space. */
export function imageHeight(slot: ImageSlot, width: number): number {
  const [w, h] = IMAGE_SLOTS[slot].ratio;
  return Math.round((width * h) / w);
}

/** The middle width of a slot: the JPEG fallback and the link-preview image. */
export function defaultWidth(slot: ImageSlot): number {
  const { widths } = IMAGE_SLOTS[slot];
  return widths[1];
}

/** A slot named by stored content; an unknown name (a slot since removed) shows the about photo. */
export function imageSlotOf(name: string): ImageSlot {
  return Object.hasOwn(IMAGE_SLOTS, name) ? (name as ImageSlot) : "about";
}
