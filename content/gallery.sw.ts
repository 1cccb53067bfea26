// The gallery's category names in Kiswahili (issue 17), by category key (content/gallery.ts).
// Room names keep their rate-card words (Standard, Deluxe, Executive, Twin, Double). A category
// added to GALLERY needs its name here too (content/media.sw.test.ts checks).
export const GALLERY_LABELS_SW: Readonly<Record<string, string>> = {
  restaurant: "Mkahawa",
  exterior: "Mandhari ya Nje",
  rooftop: "Juu ya Paa",
  reception: "Mapokezi",
  conference: "Mikutano",
  gym: "Gym",
  standard: "Chumba cha Standard",
  family: "Chumba cha Familia",
  deluxe: "Chumba cha Deluxe",
  executive: "Chumba cha Executive",
  standard_double: "Chumba cha Standard Twin",
  executive_double: "Chumba cha Executive Double",
};
