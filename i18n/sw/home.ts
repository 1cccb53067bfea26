import type en from "../en/home.ts";

export default {
  bookARoom: "Weka Nafasi ya Chumba",
  learnMore: "Soma Zaidi",
  aboutFacts:
    "Vyumba {rooms} vya aina {count, select, 1 {moja} 2 {mbili} 3 {tatu} 4 {nne} other {{count}}}: {list}.",
  categoryStandard: "Standard",
  categoryDeluxe: "Deluxe",
  categoryExecutive: "Executive",
  categoryFamily: "Familia",
  alcoholFree: "Hapa ni mahali pasipo na pombe.",
  ourRooms: "Vyumba Vyetu",
  viewAll: "Tazama Vyote",
  guestsSay: "Wageni Wetu Wanasema",
  testimonials: "Maoni ya wageni",
  ourServices: "Huduma Zetu",
  foodAndBeverage: "Chakula na Vinywaji",
  meetingsAndEvents: "Mikutano na Sherehe",
  gymAndFitness: "Gym na Mazoezi",
  gymPrices: "{month} kwa mwezi au {week} kwa wiki",
  inNumbers: "Moteli kwa takwimu",
  happyGuests: "Wageni Walioridhika",
  rooms: "Vyumba",
  staff: "Wafanyakazi",
  years: "Miaka",
  experiences: "Vivutio",
  bookWithUs: "Weka Nafasi Nasi",
} satisfies Record<keyof typeof en, string>;
