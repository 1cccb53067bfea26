// The Kiswahili of the motel's own texts that staff have not changed (issue 17). While a field
// still holds its English default (content/motel.ts), a Kiswahili page shows the text below;
// once staff change the English, their words show on both until a Kiswahili text is set for it.
// Images, numbers and names stay the English defaults' (only the words differ).
import type { SiteContent } from "../domain/schemas/content.ts";
import { defaultContent as en } from "./motel.ts";

type Slides = SiteContent["services"]["foodAndBeverage"];
/** The same slides with Kiswahili titles and texts, in order. */
const slides = (english: Slides, words: [title: string, text: string][]): Slides =>
  english.map((slide, i) => ({ ...slide, title: words[i]![0], text: words[i]![1] }));

export const swahiliDefaults: Partial<SiteContent> = {
  whatsapp: {
    ...en.whatsapp,
    greeting: `Habari! Ningependa kuuliza kuhusu malazi katika ${en.name}.`,
  },
  externalBooking: { ...en.externalBooking, label: "Weka nafasi kupitia Booking.com" },
  tagline: "Urahisi Uliokamilika",
  description:
    "Moteli isiyo na pombe kando ya barabara kuu ya Nairobi-Nakuru mjini Gilgil: vyumba safi na tulivu, mkahawa na sehemu ya kahawa, sehemu ya juu ya paa, gym na maegesho salama.",
  about: {
    heading: `Karibu ${en.name}`,
    paragraphs: [
      "Katikati ya Naivasha na Nakuru kwenye barabara kuu ya Nairobi-Nakuru, sisi ni kituo tulivu kisicho na pombe kwa wasafiri, familia na vikundi vya kazi: takriban saa mbili kutoka Nairobi, na maegesho salama mlangoni.",
      "Vyumba vyetu ni rahisi na safi kabisa, vikiwa na Wi-Fi ya kasi, runinga janja, meza ya kazi na bafu la maji moto. Anza siku katika mkahawa wetu na sehemu ya kahawa, kutana na wenzako katika ukumbi wetu wa mikutano, na umalizie jioni ukifurahia machweo kwenye sehemu ya juu ya paa.",
    ],
  },
  services: {
    foodAndBeverage: slides(en.services.foodAndBeverage, [
      [
        "Mkahawa",
        "Vyakula vya Kikenya na vya kimataifa vinavyopikwa papo hapo, kuanzia kifungua kinywa hadi chakula cha jioni.",
      ],
      ["Sehemu ya Kahawa", "Kahawa ya Kenya, juisi halisi ya matunda na keki kwa safari."],
      [
        "Sebule",
        `Sebule tulivu kwa zaidi ya wageni ${en.lounge.capacity}, yenye vinywaji baridi na vitafunio.`,
      ],
    ]),
    meetingsAndEvents: slides(en.services.meetingsAndEvents, [
      [
        "Ukumbi wa Mikutano",
        "Projekta, Wi-Fi na huduma ya chakula kwa mikutano, mafunzo na warsha.",
      ],
      [
        "Sehemu ya Juu ya Paa",
        `Sherehe na machweo kwa zaidi ya wageni ${en.terrace.capacity} chini ya anga la Bonde la Ufa.`,
      ],
    ]),
    gymAndFitness: slides(en.services.gymAndFitness, [
      ["Gym", "Mashine za mazoezi ya moyo na vyuma vya kunyanyua, wazi kwa wageni na wanachama."],
      ["Uanachama", "Uanachama wa kila mwezi na kila wiki kwa wakazi wa Gilgil."],
    ]),
  },
  experiences: en.experiences.map((experience, i) => ({
    ...experience,
    ...[
      {
        title: "Machweo Juu ya Paa",
        description:
          "Tazama jua likizama juu ya Bonde la Ufa ukiwa kwenye sehemu yetu ya juu ya paa, pamoja na juisi halisi ya matunda au chai ya Kikenya.",
      },
      {
        title: "Kupanda Kilima cha Sleeping Warrior",
        description:
          "Matembezi ya kuongozwa juu ya kilima cha volkano kilicho juu ya Ziwa Elementaita, pamoja na mandhari ya ziwa na Bonde la Ufa.",
      },
      {
        title: "Ziara ya Ziwa Elementaita",
        description:
          "Heroe na mwari kwenye ziwa la magadi lisilo na kina kirefu, sehemu ya Urithi wa Dunia wa Mfumo wa Maziwa ya Kenya.",
      },
      {
        title: "Eneo la Kale la Kariandusi",
        description:
          "Shoka za mkono za Enzi ya Mawe zenye umri wa takriban miaka milioni moja, kwenye jumba la makumbusho karibu na Gilgil.",
      },
    ][i],
  })),
  restaurant: {
    intro:
      "Vyakula vya Kikenya na vya kimataifa vinavyopikwa papo hapo, kuanzia kifungua kinywa hadi chakula cha jioni, na kahawa ya Kenya ya kwenda nayo safarini.",
    dining:
      "Mkahawa wetu huandaa kifungua kinywa kamili cha Kikenya au cha kimataifa, chakula cha mchana na cha jioni kila siku, na huhudumia mikutano na shughuli za familia. Sehemu ya kahawa ina kahawa ya Kenya, chai na juisi halisi ya matunda, pamoja na keki za kubeba.",
    lounge: `Sebule inachukua zaidi ya wageni ${en.lounge.capacity} kwenye sofa laini: mahali tulivu pa kusoma, kufanya kazi au kuwasubiri marafiki, pamoja na vitafunio na vinywaji baridi.`,
  },
  terrace: {
    ...en.terrace,
    intro: `Sehemu ya juu ya paa inachukua zaidi ya wageni ${en.terrace.capacity} chini ya anga la Bonde la Ufa: sherehe za siku ya kuzaliwa, mikusanyiko ya kanisa na ya familia, mahafali na jioni za makampuni.`,
    sundowners:
      "Kila jioni wageni wetu hukusanyika kufurahia machweo: juisi halisi ya matunda, vinywaji mchanganyiko visivyo na pombe, chai ya Kikenya na vitafunio huku jua likizama nyuma ya milima.",
  },
  conference: {
    intro:
      "Ukumbi wetu wa mikutano unafaa kwa mikutano, mafunzo, warsha na usaili wa kazi, na kila kitu huandaliwa kabla hujafika.",
    features: [
      "Projekta na skrini",
      "Wi-Fi ya kasi",
      "Chati za kugeuza na vifaa vya kuandikia",
      "Mapumziko ya chai na chakula cha mchana kutoka jikoni kwetu",
      "Maegesho salama kwa washiriki",
    ],
  },
  childrenNote: "Watoto hukaa bila malipo.",
  alcoholFreeNote:
    "Hapa ni mahali pasipo na pombe: hakuna pombe inayouzwa wala kutolewa popote katika moteli, ili familia na wasafiri wafurahie malazi tulivu na salama.",
  roomDescriptions: {
    ...en.roomDescriptions,
    standard:
      "Chumba angavu na tulivu chenye kitanda kikubwa cha starehe kwa mgeni mmoja au wawili, kizuri kwa usiku mmoja safarini.",
    standard_double:
      "Vitanda viwili katika chumba kimoja kwa marafiki, wafanyakazi wenzako au familia ndogo wanaosafiri pamoja.",
    deluxe:
      "Nafasi zaidi na kitanda kikubwa zaidi, pamoja na kona ya kukaa na mandhari ya bustani.",
    executive:
      "Chumba chetu bora kwa mmoja au wawili, chenye roshani binafsi, meza ya kazi na mashuka ya hali ya juu.",
    executive_double:
      "Chumba cha kifahari kwa wageni watatu, chenye nafasi zaidi na mashuka ya hali ya juu.",
    family:
      "Chumba kikubwa chenye makochi na vitanda kwa watu wawili hadi wanne, ili familia nzima ikae pamoja.",
  },
  roomDetails: {
    ...en.roomDetails,
    standard:
      "Kila Chumba cha Standard kina kitanda kikubwa, meza ya kazi, runinga janja, Wi-Fi ya kasi na bafu lake lenye maji moto. Vyumba husafishwa kila siku, na kifungua kinywa katika mkahawa wetu kimejumuishwa kwenye bei.",
    standard_double:
      "Chumba cha Vitanda Viwili kina vitanda viwili, hivyo wageni wawili hadi wanne wanaweza kukaa pamoja kwa starehe. Kina meza ya kazi, runinga janja, Wi-Fi ya kasi na bafu lake lenye maji moto.",
    deluxe:
      "Chumba cha Deluxe kina kitanda kikubwa zaidi na kona ya kukaa ili upumzike baada ya safari. Kina runinga janja, meza ya kazi, Wi-Fi ya kasi na bafu lake lenye maji moto.",
    executive:
      "Chumba cha Executive ndicho tulivu zaidi kwetu, chenye roshani binafsi inayotazama bustani, mashuka ya hali ya juu, meza ya kazi kwa msafiri wa kikazi, runinga janja na bafu lake lenye maji moto.",
    executive_double:
      "Chumba cha Executive cha Watu Watatu kinalaza wageni watatu kwa starehe ya hali ya juu, chenye mashuka bora, meza ya kazi, runinga janja, Wi-Fi ya kasi na bafu lake lenye maji moto.",
    family:
      "Chumba cha Familia kinawaweka wote pamoja: vitanda vya hadi watu wanne, makochi ya kupumzikia, runinga janja, Wi-Fi ya kasi na bafu lake lenye maji moto.",
  },
};
