import type en from "../en/unsubscribe.ts";

export default {
  title: "Jiondoe",
  confirmTitle: "Jiondoe kwenye ofa zetu maalum",
  confirmText: "Bonyeza kitufe ili kuondoa <email></email> kwenye orodha yetu ya ofa maalum.",
  button: "Jiondoe",
  removedTitle: "Umejiondoa",
  removedText:
    "Tumeondoa <email></email> kwenye orodha yetu ya ofa maalum. Hutapokea tena ofa zozote kutoka kwetu.",
  invalidTitle: "Kiungo hiki cha kujiondoa si sahihi",
  invalidText:
    "Tafadhali tumia kiungo kilicho kwenye barua pepe yetu ya hivi karibuni, au tuandikie kwa <mail></mail> nasi tutaondoa anwani yako.",
  home: "Rudi kwenye ukurasa wa nyumbani",
} satisfies Record<keyof typeof en, string>;
