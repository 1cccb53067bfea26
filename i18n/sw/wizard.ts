import type en from "../en/wizard.ts";

export default {
  title: "Weka Nafasi ya Chumba",
  description:
    "Weka nafasi ya chumba chako katika {name}, Gilgil, na ulipe kwa M-Pesa au kadi: chagua tarehe na vyumba, uone jumla papo hapo.",
  intro:
    "Hatua nne fupi: maelezo yako, vyumba vyako, malipo kwa M-Pesa au kadi, na nafasi yako inathibitishwa.",
  step1: "Maelezo Yako",
  step2: "Chagua Vyumba",
  step3: "Fanya Malipo",
  step4: "Furahia Safari Yako",
  stepsLabel: "Hatua za kuweka nafasi",
  stepDone: " (imekamilika)",
  aboutYou: "Kuhusu wewe",
  firstName: "Jina la kwanza",
  lastName: "Jina la mwisho",
  email: "Barua pepe",
  phone: "Nambari ya simu",
  phoneHint: "Kwa mfano 0712 345678",
  idNumber: "Namba ya kitambulisho au pasipoti",
  yourStay: "Kukaa kwako",
  checkInDate: "Tarehe ya kuingia",
  checkOutDate: "Tarehe ya kutoka",
  checkInTime: "Saa ya kuingia",
  specialRequests: "Maombi maalum (si lazima)",
  textsLegend: "Jumbe kuhusu nafasi yako",
  textsSms: "Nitumie jumbe kwa SMS",
  textsWhatsapp: "Nitumie jumbe za WhatsApp",
  textsHint:
    "Uthibitisho wako na ukumbusho asubuhi ya siku unayofika, kwa simu ya Kenya. Jibu STOP (au SITISHA) kuzisimamisha.",
  room: "Chumba {number}",
  roomType: "Aina ya chumba",
  adults: "Watu wazima",
  children: "Watoto",
  boarding: "Huduma ya milo",
  removeRoom: "Ondoa<hidden> chumba {number}</hidden>",
  addRoom: "Ongeza chumba",
  promotionLabel: "Msimbo wa ofa (si lazima)",
  apply: "Tumia",
  remove: "Ondoa",
  fromPerNight: "Kuanzia {price} kwa usiku",
  perNightLabel: "Kwa usiku",
  nights: "Usiku",
  total: "Jumla",
  yourNights: "Usiku wako",
  workingOut: "Tunakokotoa jumla yako…",
  totalFor: "Jumla {total} kwa {nights, plural, one {usiku #} other {usiku #}}.",
  roomsLeft:
    "{room}: {left, plural, =0 {hakuna kilichobaki} one {kimebaki #} other {vimebaki #}} kwa tarehe hizi",
  tryAgain: "Jaribu tena",
  soldOutHint: "Jaribu tarehe nyingine au vyumba vingine, au tuulize kuhusu kukaa kwako:",
  paymentMethod: "Njia ya malipo",
  mpesaPhone: "Nambari ya simu ya M-Pesa (baada ya +254)",
  mpesaHint:
    "Tarakimu 9 baada ya +254. Tunatuma ombi la malipo kwenye simu hii: weka PIN yako ya M-Pesa hapo.",
  testMpesa:
    "Hali ya majaribio: hakuna pesa halisi zinazohamishwa. Jibu ombi kwenye <link>simu ya majaribio (inafunguka kwenye kichupo kipya)</link>.",
  cardIntro:
    "Lipa kwa Visa au Mastercard kwenye ukurasa salama wa mtoa huduma wetu wa malipo: bonyeza Lipa kwa kadi nao utafunguka hapa.",
  cardFrame: "Malipo kwa kadi",
  yourBooking: "Nafasi yako",
  guests:
    "{adults, plural, one {mtu mzima #} other {watu wazima #}}{children, plural, =0 {} one {, mtoto #} other {, watoto #}}",
  checkIn: "Kuingia",
  checkOut: "Kutoka",
  arrival: "{date}, saa {time}",
  paybillTitle: "Lipa kwa M-Pesa Paybill",
  paybillIntro:
    "Ombi la M-Pesa halikukufikia. Badala yake lipa kutoka kwenye menyu ya M-PESA: Lipa na M-PESA, Pay Bill.",
  paybillWaiting: "Ukurasa huu unaendelea wenyewe malipo yakifika.",
  businessNumber: "Namba ya biashara",
  accountNumber: "Namba ya akaunti",
  amount: "Kiasi",
  heldUntil:
    "{minutes, plural, =0 {Vyumba vyako vilishikiliwa hadi saa {time}: lipa sasa na tutathibitisha kama bado viko wazi.} one {Lipa ndani ya dakika #: vyumba vyako vimeshikiliwa hadi saa {time}.} other {Lipa ndani ya dakika #: vyumba vyako vimeshikiliwa hadi saa {time}.}}",
  testPaybill:
    "Hali ya majaribio: lipa kutoka kwenye <link>menyu ya Pay Bill ya simu ya majaribio (inafunguka kwenye kichupo kipya)</link>.",
  callUs: "Unatatizika kulipa? Piga simu kwa huduma kwa wateja: {phones}.",
  nextTitle: "Kinachofuata",
  nextEmail:
    "Tumetuma barua pepe ya uthibitisho kwa <b>{email}</b>. Kama haijafika kwenye kisanduku chako baada ya dakika chache, tafadhali angalia kwenye barua taka.",
  nextArrival:
    "Tunakutarajia <b>{date}</b>{time, select, none {} other { saa <b>{time}</b>}} kwa {nights, plural, one {usiku #} other {usiku #}} ({rooms, plural, one {chumba #} other {vyumba #}}, {amount} zimelipwa). Njoo na kitambulisho ulichotumia kuweka nafasi.",
  nextFind:
    "Ili kuona nafasi yako tena, fungua <link>Tafuta nafasi yangu</link> ukitumia namba ya kumbukumbu na barua pepe yako.",
  dates: "Tarehe",
  datesRange: "{from} hadi {to}",
  noDates: "Bado hujachagua tarehe",
  rooms: "Vyumba",
  guestsLabel: "Wageni",
  nightsCount: "{nights, plural, one {usiku #} other {usiku #}}",
  details: "Maelezo",
  book_next: "Endelea",
  book_previous: "Rudi",
  book_roomAdults: "Tafadhali weka idadi sahihi ya watu wazima kwa aina hii ya chumba",
  book_roomIssue:
    "Kuna tatizo kwenye mojawapo ya vyumba ulivyochagua. Tafadhali angalia maelezo kisha ujaribu tena.",
  book_quoteLoading: "Tafadhali subiri kidogo: tunakokotoa jumla yako.",
  book_quoteFailed:
    "Hatukuweza kukokotoa jumla yako kwa sasa. Tafadhali angalia muunganisho wako kisha ujaribu tena.",
  book_needsJavaScript:
    "Kuweka nafasi mtandaoni kunahitaji JavaScript, ambayo imezimwa kwenye kivinjari chako. Unaweza pia kuweka nafasi nasi kwa WhatsApp au kwa simu:",
} satisfies Record<keyof typeof en, string>;
