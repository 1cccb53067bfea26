import type en from "../en/payment.ts";

// The payment step's words and answers (i18n/en/payment.ts).
export default {
  mpesaTab: "M-Pesa",
  cardTab: "Kadi",
  invalidPhone: "Tafadhali weka nambari ya simu sahihi",
  makePayment: "Lipa Sasa",
  processing: "inashughulikiwa...",
  tryAgain: "jaribu tena",
  completed: "imekamilika",
  openingGateway: "tunafungua ukurasa wa malipo...",
  pendingTransaction: "tayari una muamala unaosubiri",
  requestProcessing: "ombi la malipo linashughulikiwa.",
  paid: "Malipo yako yamepokelewa. Asante kwa kuweka nafasi nasi. Tunatarajia kukukaribisha hivi karibuni.",
  bankSaid: "Maneno ya benki yako:",
  cardProblem: "Kulikuwa na tatizo katika kushughulikia malipo yako. Tafadhali jaribu tena.",
  cardSuccessDescription: "Muamala umekamilika.",
  noSuchBooking: "Hatukuweza kupata nafasi hiyo.",
  liveTooMany:
    "Masasisho mengi mno ya moja kwa moja yamefunguliwa kutoka kwa muunganisho wako. Ukurasa huu bado utaangalia nafasi yako kila baada ya sekunde chache.",
  liveUnavailable:
    "Masasisho ya moja kwa moja hayapatikani kwa sasa. Ukurasa huu bado utaangalia nafasi yako kila baada ya sekunde chache.",
  networkFailed:
    "Hatukuweza kufikia seva yetu. Tafadhali angalia muunganisho wako kisha ujaribu tena.",
  cardPending:
    "Malipo yako ya kadi bado yanashughulikiwa. Tutakutumia barua pepe yakishathibitishwa.",
  bookingFailed:
    "Hatukuweza kuhifadhi nafasi yako. Tafadhali angalia muunganisho wako kisha ujaribu tena.",
  holdExpired:
    "Tulikushikilia vyumba vyako, lakini muda wa kulipa umekwisha. Bonyeza jaribu tena ili kuweka nafasi ya vyumba hivyo tena.",
  mpesaCancelled:
    "Ulighairi ombi la M-Pesa kwenye simu yako. Bonyeza jaribu tena ili kulituma tena.",
  mpesaTimeout: "Simu yako haikujibu ombi la M-Pesa kwa wakati. Bonyeza jaribu tena.",
  mpesaInsufficient: "Salio lako la M-Pesa halitoshi kwa malipo haya.",
  mpesaWrongPin: "PIN ya M-Pesa haikuwa sahihi. Bonyeza jaribu tena ili uiweke tena.",
  mpesaBusy:
    "Simu yako inashughulikia muamala mwingine wa M-Pesa. Subiri dakika moja, kisha ujaribu tena.",
  mpesaFailed: "Malipo ya M-Pesa hayakufanikiwa. Tafadhali jaribu tena.",
  mpesaInFlight:
    "Ombi la M-Pesa la nafasi hii linasubiri kwenye simu yako: lijibu au ulighairi kwanza.",
  cardInFlight:
    "Malipo ya kadi uliyoanza kwa nafasi hii bado yako wazi, na hatukuweza kuyaangalia kwa sasa. Tafadhali jaribu tena baada ya dakika moja.",
  shownTotal:
    "Hatukuweza kusoma jumla iliyotumwa pamoja na malipo yako. Tafadhali pakia upya ukurasa kisha ujaribu tena.",
  mpesaPromptWaiting:
    "Tayari una ombi la M-Pesa linalosubiri kwenye simu yako: lijibu au ulighairi, kisha ujaribu tena",
  paidNoRelease: "Nafasi hii imelipiwa. Ili kuighairi, tafadhali tupigie simu.",
  cancelBooking: "Ghairi nafasi hii",
  bookingReleased: "Nafasi yako imeghairiwa na vyumba vyake viko wazi tena. Hakuna kilichotozwa.",
  releaseFailed: "Hatukuweza kughairi nafasi kwa sasa. Tafadhali jaribu tena, au tupigie simu.",
  payByCard: "Lipa kwa kadi",
  notCompleted: "Malipo hayajakamilika",
  changeRooms: "Badilisha vyumba au tarehe",
  paymentNotSettled:
    "Tulipokea malipo ambayo hayakamilishi nafasi hii. Wafanyakazi wetu watawasiliana nawe ili kukurejeshea pesa au kuikamilisha.",
  reversed:
    "Malipo yako yamerudishwa na mtoa huduma wa malipo, kwa hiyo nafasi hii sasa haihesabiwi kuwa imelipiwa. Wafanyakazi wetu watawasiliana nawe.",
  needsStaff:
    "Hatukuweza kuthibitisha malipo haya kiotomatiki. Wafanyakazi wetu wataangalia na kuwasiliana nawe.",
  staffToConfirm:
    "Malipo yako ya M-Pesa huenda yamefanikiwa, lakini hatukuweza kuyathibitisha kiotomatiki. Vyumba vyako bado vimeshikiliwa: wafanyakazi wetu wataangalia malipo na kuwasiliana nawe ili kuthibitisha nafasi yako. Tafadhali usilipe tena.",
  holdLimit:
    "Tayari una nafasi inayosubiri malipo. Tafadhali maliza kuilipia, au ighairi kwenye hatua yake ya malipo, kabla ya kuweka nyingine. Nafasi isiyolipiwa huachiliwa baada ya dakika {minutes}.",
  priceChanged:
    "Bei ya kukaa kwako imebadilika: jumla sasa ni {totalKes}. Hakuna kilichotozwa. Bonyeza kitufe cha kulipa tena ili ulipe jumla mpya.",
  amountMismatch:
    "Tulipokea {paidKes}, lakini nafasi hii inagharimu {owedKes}. Nafasi yako haijathibitishwa; wafanyakazi wetu watawasiliana nawe ili kukurejeshea pesa au kuikamilisha.",
} satisfies Record<keyof typeof en, string>;
