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
  book_firstName: "Tafadhali weka jina la kwanza sahihi",
  book_lastName: "Tafadhali weka jina la mwisho sahihi",
  book_email: "Tafadhali weka barua pepe sahihi",
  book_phone: "Tafadhali weka nambari ya simu sahihi",
  book_idNumber: "Tafadhali weka namba ya kitambulisho sahihi",
  book_checkIn: "Tafadhali chagua tarehe ya kuingia",
  book_checkOut: "Tafadhali chagua tarehe ya kutoka",
  book_checkInTime: "Tafadhali chagua saa ya kuingia",
  book_checkOutAfterCheckIn: "Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.",
  book_roomAdults: "Tafadhali weka idadi sahihi ya watu wazima kwa aina hii ya chumba",
  book_roomIssue:
    "Kuna tatizo kwenye mojawapo ya vyumba ulivyochagua. Tafadhali angalia maelezo kisha ujaribu tena.",
  book_quoteLoading: "Tafadhali subiri kidogo: tunakokotoa jumla yako.",
  book_quoteFailed:
    "Hatukuweza kukokotoa jumla yako kwa sasa. Tafadhali angalia muunganisho wako kisha ujaribu tena.",
  book_needsJavaScript:
    "Kuweka nafasi mtandaoni kunahitaji JavaScript, ambayo imezimwa kwenye kivinjari chako. Unaweza pia kuweka nafasi nasi kwa WhatsApp au kwa simu:",
  pay_mpesaTab: "M-Pesa",
  pay_cardTab: "Kadi",
  pay_selectRoom: "Tafadhali chagua chumba",
  pay_invalidPhone: "Tafadhali weka nambari ya simu sahihi",
  pay_makePayment: "Lipa Sasa",
  pay_processing: "inashughulikiwa...",
  pay_tryAgain: "jaribu tena",
  pay_completed: "imekamilika",
  pay_openingGateway: "tunafungua ukurasa wa malipo...",
  pay_pendingTransaction: "tayari una muamala unaosubiri",
  pay_requestProcessing: "ombi la malipo linashughulikiwa.",
  pay_paid:
    "Malipo yako yamepokelewa. Asante kwa kuweka nafasi nasi. Tunatarajia kukukaribisha hivi karibuni.",
  pay_cardProblem: "Kulikuwa na tatizo katika kushughulikia malipo yako. Tafadhali jaribu tena.",
  pay_cardSuccessDescription: "Muamala umekamilika.",
  pay_networkFailed:
    "Hatukuweza kufikia seva yetu. Tafadhali angalia muunganisho wako kisha ujaribu tena.",
  pay_cardPending:
    "Malipo yako ya kadi bado yanashughulikiwa. Tutakutumia barua pepe yakishathibitishwa.",
  pay_bookingFailed:
    "Hatukuweza kuhifadhi nafasi yako. Tafadhali angalia muunganisho wako kisha ujaribu tena.",
  pay_holdExpired:
    "Tulikushikilia vyumba vyako, lakini muda wa kulipa umekwisha. Bonyeza jaribu tena ili kuweka nafasi ya vyumba hivyo tena.",
  pay_mpesaCancelled:
    "Ulighairi ombi la M-Pesa kwenye simu yako. Bonyeza jaribu tena ili kulituma tena.",
  pay_mpesaTimeout: "Simu yako haikujibu ombi la M-Pesa kwa wakati. Bonyeza jaribu tena.",
  pay_mpesaInsufficient: "Salio lako la M-Pesa halitoshi kwa malipo haya.",
  pay_mpesaWrongPin: "PIN ya M-Pesa haikuwa sahihi. Bonyeza jaribu tena ili uiweke tena.",
  pay_mpesaBusy:
    "Simu yako inashughulikia muamala mwingine wa M-Pesa. Subiri dakika moja, kisha ujaribu tena.",
  pay_mpesaFailed: "Malipo ya M-Pesa hayakufanikiwa. Tafadhali jaribu tena.",
  pay_notPaid: "Bado hatujapokea malipo ya nafasi hii.",
  pay_mpesaInFlight:
    "Ombi la M-Pesa la nafasi hii linasubiri kwenye simu yako: lijibu au ulighairi kwanza.",
  pay_cardInFlight:
    "Malipo ya kadi uliyoanza kwa nafasi hii bado yako wazi, na hatukuweza kuyaangalia kwa sasa. Tafadhali jaribu tena baada ya dakika moja.",
  pay_shownTotal:
    "Hatukuweza kusoma jumla iliyotumwa pamoja na malipo yako. Tafadhali pakia upya ukurasa kisha ujaribu tena.",
  pay_mpesaPromptWaiting:
    "Tayari una ombi la M-Pesa linalosubiri kwenye simu yako: lijibu au ulighairi, kisha ujaribu tena",
  pay_paidNoRelease: "Nafasi hii imelipiwa. Ili kuighairi, tafadhali tupigie simu.",
  pay_cancelBooking: "Ghairi nafasi hii",
  pay_bookingReleased:
    "Nafasi yako imeghairiwa na vyumba vyake viko wazi tena. Hakuna kilichotozwa.",
  pay_releaseFailed: "Hatukuweza kughairi nafasi kwa sasa. Tafadhali jaribu tena, au tupigie simu.",
  pay_payByCard: "Lipa kwa kadi",
  pay_notCompleted: "Malipo hayajakamilika",
  pay_changeRooms: "Badilisha vyumba au tarehe",
  pay_paymentNotSettled:
    "Tulipokea malipo ambayo hayakamilishi nafasi hii. Wafanyakazi wetu watawasiliana nawe ili kukurejeshea pesa au kuikamilisha.",
  pay_lateRefund:
    "Tulipokea malipo yako baada ya muda wa kukushikilia vyumba kuisha, na vyumba havipatikani tena. Tutakurejeshea pesa zako; wafanyakazi wetu watakupigia simu.",
  pay_reversed:
    "Malipo yako yamerudishwa na mtoa huduma wa malipo, kwa hiyo nafasi hii sasa haihesabiwi kuwa imelipiwa. Wafanyakazi wetu watawasiliana nawe.",
  pay_needsStaff:
    "Hatukuweza kuthibitisha malipo haya kiotomatiki. Wafanyakazi wetu wataangalia na kuwasiliana nawe.",
  pay_staffToConfirm:
    "Malipo yako ya M-Pesa huenda yamefanikiwa, lakini hatukuweza kuyathibitisha kiotomatiki. Vyumba vyako bado vimeshikiliwa: wafanyakazi wetu wataangalia malipo na kuwasiliana nawe ili kuthibitisha nafasi yako. Tafadhali usilipe tena.",
  holdLimit:
    "Tayari una nafasi inayosubiri malipo. Tafadhali maliza kuilipia, au ighairi kwenye hatua yake ya malipo, kabla ya kuweka nyingine. Nafasi isiyolipiwa huachiliwa baada ya dakika {minutes}.",
  priceChanged:
    "Bei ya kukaa kwako imebadilika: jumla sasa ni {total}. Hakuna kilichotozwa. Bonyeza kitufe cha kulipa tena ili ulipe jumla mpya.",
  amountMismatch:
    "Tulipokea {paid}, lakini nafasi hii inagharimu {owed}. Nafasi yako haijathibitishwa; wafanyakazi wetu watawasiliana nawe ili kukurejeshea pesa au kuikamilisha.",
  httpFailed: "Kuna hitilafu. Tafadhali jaribu tena.",
  httpUnavailable:
    "Tovuti ina shughuli nyingi kwa muda. Tafadhali jaribu tena baada ya sekunde chache.",
} satisfies Record<keyof typeof en, string>;
