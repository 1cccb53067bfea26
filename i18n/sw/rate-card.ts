import type en from "../en/rate-card.ts";

export default {
  title: "Orodha ya Bei za Vyumba",
  intro: "Bei kwa shilingi za Kenya (KES) kwa chumba kwa usiku. {childrenNote}",
  ratesAsOf: "Bei hizi ni za tarehe {date}.",
  alcoholFree: "Moteli yetu haina pombe.",
  guests: "Wageni",
  guestCount: "{count, plural, one {mgeni #} other {wageni #}}",
  footnote:
    "{dash} = haipatikani. Weka nafasi mtandaoni, kwa WhatsApp au kwa simu. Imetolewa tarehe {date}.",
  periodsTitle: "Misimu na vipindi (badala ya bei zilizo juu)",
  period: "Kipindi",
  nights: "Usiku",
  price: "Bei",
  periodNights: "{from} hadi {to}",
  ownPrices: "Bei zake (tuulize)",
  allRooms: "{adjustment} vyumba vyote",
  weekdayNights: "Usiku wa {days} ({name})",
  holidaysRow: "Sikukuu za umma (badala ya marekebisho ya siku ya wiki)",
  adjustmentsTitle: "Marekebisho ya siku za wiki na sikukuu (juu ya bei)",
  adjustment: "Marekebisho",
  holidays: "Sikukuu za umma: {list}.",
  phone: "Simu",
  whatsapp: "WhatsApp",
  email: "Barua pepe",
} satisfies Record<keyof typeof en, string>;
