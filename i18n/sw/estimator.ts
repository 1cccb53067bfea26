import type en from "../en/estimator.ts";

export default {
  title: "Kikokotoo cha Gharama",
  roomType: "Aina ya chumba",
  showRoom: "Onyesha chumba",
  opening: "Tunafungua ukurasa wa {room}…",
  boarding: "Huduma ya milo",
  noneOffered: "Hakuna inayotolewa",
  update: "Sasisha jumla",
  childrenFree:
    "Watoto hawalipishwi (bei ya chumba ni ya angalau idadi yake ya chini ya wageni). Kila mgeni, mtoto au mtu mzima, anahitaji nafasi chumbani.",
  nights: "Usiku",
  total: "Jumla",
  totalFor: "Jumla {total} kwa {nights, plural, one {usiku #} other {usiku #}}.",
  priceEachNight: "Bei ya kila usiku",
  roomsLeft: "{left, plural, one {Kimebaki chumba #} other {Vimebaki vyumba #}} kwa tarehe hizi",
  leftFailed: "Hatukuweza kuangalia vyumba vilivyobaki kwa sasa.",
  leftChecking: "Tunaangalia vyumba vilivyobaki…",
  tryAgain: "Jaribu tena",
  soldOutHint: "Jaribu tarehe nyingine au chumba kingine, au tuulize kuhusu kukaa kwako:",
  bookNow: "Weka Nafasi ya Chumba Sasa",
  fixFirst: "Ili uweke nafasi, kwanza rekebisha maelezo yaliyo juu.",
} satisfies Record<keyof typeof en, string>;
