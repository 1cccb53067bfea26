// Kiswahili texts of the gallery page and its zoom ("Matunzio", as the glossary has it).
import type en from "../en/gallery.ts";

export default {
  title: "Matunzio",
  description:
    "Picha za {name}: vyumba, mkahawa, sehemu ya juu ya paa, mapokezi, ukumbi wa mikutano na gym.",
  heading: "Matunzio",
  categories: "Aina za picha",
  enlarge: "Panua picha",
  photoOf: "{index} kati ya {count}",
  close: "Funga",
  previousPhoto: "Picha iliyotangulia",
  nextPhoto: "Picha inayofuata",
} satisfies Record<keyof typeof en, string>;
