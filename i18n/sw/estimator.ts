import type en from "../en/estimator.ts";

export default {
  title: "Kikokotoo cha Gharama",
  roomType: "Aina ya chumba",
  showRoom: "Onyesha chumba",
  opening: "Tunafungua ukurasa wa {room}…",
  boarding: "Huduma ya milo",
  noneOffered: "Hakuna inayotolewa",
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
  belowMinimumGuests: "Idadi ya chini ya wageni kwa chumba hiki ni {min}.",
  aboveMaximumGuests:
    "Idadi ya juu ya wageni kwa chumba hiki ni {max}. Utahitaji kuweka nafasi ya vyumba zaidi.",
  guestsNotAllowed: "Idadi ya wageni ({guests}) hairuhusiwi kwa chumba hiki.",
  boardingNotOffered:
    "Huduma ya {boarding} haitolewi kwa chumba hiki kwa {guests, plural, one {mgeni #} other {wageni #}}.",
  selectCheckIn: "Tafadhali chagua tarehe ya kuingia",
  selectCheckOut: "Tafadhali chagua tarehe ya kutoka",
  checkOutAfterCheckIn: "Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.",
  checkInInPast: "Tarehe ya kuingia haiwezi kuwa tarehe iliyopita.",
  beyondHorizon:
    "Tunapokea nafasi za kukaa hadi tarehe {date}. Tafadhali chagua tarehe za mapema zaidi.",
  selectRoom: "Tafadhali chagua chumba",
  wholeGuests: "Tafadhali andika idadi ya wageni kama nambari kamili.",
  soldOut: "Samahani, {room} kimejaa kwa tarehe hizi.",
  closedToArrival:
    "Hatupokei wageni wanaoingia tarehe {date} kwa {room}. Tafadhali chagua siku nyingine ya kuingia.",
  minNights:
    "Wageni wa {room} wanaoingia tarehe {date} lazima wakae angalau usiku {nights}. Tafadhali chagua tarehe ya kutoka iliyo baadaye.",
  sameDayCutoff:
    "Nafasi za usiku wa leo mtandaoni hufungwa saa {time}. Tafadhali tupigie simu au tuandikie WhatsApp ili uweke nafasi ya leo.",
} satisfies Record<keyof typeof en, string>;
