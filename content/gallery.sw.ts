// The gallery's category names in Kiswahili (issue 17), by category key (content/gallery.ts).
// Rooms are named as everywhere else on the Kiswahili site (i18n/sw/common.ts type_*). A category
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
  standard_double: "Chumba cha Vitanda Viwili",
  executive_double: "Chumba cha Executive cha Watu Watatu",
};
