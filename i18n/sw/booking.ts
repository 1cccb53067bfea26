import type en from "../en/booking.ts";

export default {
  title: "Tafuta nafasi yangu",
  description: "Tazama nafasi uliyoweka katika {name}: tarehe, vyumba, kiasi na hali yake.",
  intro:
    "Weka namba ya kumbukumbu ya nafasi kutoka kwenye uthibitisho wako na barua pepe uliyotumia kuweka nafasi.",
  reference: "Namba ya kumbukumbu",
  email: "Barua pepe",
  find: "Tafuta nafasi yangu",
  finding: "Inatafuta...",
  missing:
    "Tafadhali weka namba ya kumbukumbu ya nafasi yako na barua pepe uliyotumia kuweka nafasi.",
  notFound:
    "Hatukupata nafasi yenye namba hiyo ya kumbukumbu na barua pepe hiyo. Tafadhali angalia vyote viwili, au tupigie simu.",
  tooMany:
    "Majaribio mengi mno kutoka kwa muunganisho wako. Tafadhali subiri kwa saa moja, au tupigie simu.",
  unusualReference:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye namba ya kumbukumbu.",
  unusualEmail:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye barua pepe yako.",
  bookingTitle: "Nafasi {reference}",
  status: "Hali: <b>{status}</b>",
  statusPending: "Inasubiri malipo",
  statusConfirmed: "Imethibitishwa na kulipiwa",
  statusExpired: "Muda umeisha (haikulipiwa kwa wakati)",
  statusFailed: "Malipo yameshindikana",
  statusCancelled: "Imeghairiwa",
  statusNoShow: "Mgeni hakufika",
  statusToPay: "Imethibitishwa: utalipa {amount} ukifika motelini",
  total: "Jumla: <b>{amount}</b>",
  rooms: "Vyumba",
  roomLine:
    "{room}: {adults, plural, one {mtu mzima #} other {watu wazima #}}{children, plural, =0 {} one {, mtoto #} other {, watoto #}}, {boarding}",
  nightsOfRoom: "Usiku wa chumba {number}",
  lateRefund:
    "Tulipokea malipo yako baada ya muda wa kukushikilia vyumba kuisha, na vyumba havipatikani tena. Tutakurejeshea pesa zako; wafanyakazi wetu watakupigia simu.",
  changeOrCancel: "Ili kubadilisha au kughairi nafasi yako, tupigie simu kwa <phones></phones>.",
  or: "au",
  referenceLabel: "Namba ya kumbukumbu",
  rowReference: "Kumbukumbu",
  rowCheckIn: "Kuingia",
  rowCheckOut: "Kutoka",
  rowNights: "Usiku",
  rowRooms: "Vyumba",
  rowAmountPaid: "Kiasi kilicholipwa",
  arriving: "{date}, ukifika saa {time}",
  receiptMpesa: "Risiti ya M-Pesa",
  receiptCard: "Uthibitisho wa kadi",
  whereTitle: "Mahali tulipo",
  openMap: "Fungua ramani",
  callUsOn: "Tupigie simu kwa <phones></phones>.",
  saveToCalendar: "Hifadhi kwenye kalenda",
  shareOnWhatsapp: "Shiriki kwenye WhatsApp",
  print: "Chapisha",
  shareHeading: "Nafasi yangu katika {name}, namba ya kumbukumbu {reference}:",
  shareDates:
    "{from} hadi {to} ({nights, plural, one {usiku #} other {usiku #}}){time, select, none {} other {, nikifika saa {time}}}",
  shareWhere: "{address}. Ramani: {map}",
  // The calendar file (.ics) of a booking: step 4, Find my booking and the confirmation email.
  calendarSummary: "Malazi katika {motel} ({reference})",
  calendarReference: "Namba ya kumbukumbu",
  calendarCheckIn: "Kuingia",
  calendarCheckOut: "Kutoka",
  calendarRooms: "Vyumba",
  calendarPhone: "Simu",
  calendarYourBooking: "Nafasi yako",
  calendarAt: "{date} saa {time}",
  calendarOr: "au",
} satisfies Record<keyof typeof en, string>;
