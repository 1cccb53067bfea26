import type en from "../en/emails.ts";

export default {
  confirmedSubject: "Nafasi yako {reference} katika {motel} imethibitishwa",
  confirmedHeading: "Nafasi yako imethibitishwa, {name}",
  thanks: "Asante kwa kuweka nafasi nasi. Tunatazamia kukukaribisha katika {motel}.",
  kraPin: "PIN yetu ya KRA",
  roomDetails: "Maelezo ya vyumba",
  roomLine:
    "{number}. {room}: {adults, plural, one {mtu mzima #} other {watu wazima #}}{children, plural, =0 {} one {, mtoto #} other {, watoto #}}, {boarding}{nights}",
  basePrice: "Bei ya kawaida",
  perNight: ", {amount} kwa usiku",
  nightLine: "{range}: {nights, plural, one {usiku #} other {usiku #}} × {amount} ({rule})",
  whereToFind: "Mahali tulipo: {motel}, {address}. Ramani: {map}. Simu: {phones}.",
  bringId:
    "Tafadhali leta kitambulisho ulichotumia kuweka nafasi ({id}). {motel} ni moteli isiyo na pombe. Faili ya kalenda iliyoambatishwa ({file}) huongeza ukaaji wako kwenye kalenda yako. Ili kuona nafasi yako tena, fungua {url} kisha uweke namba ya kumbukumbu na barua pepe hii. Ili kubadilisha au kughairi, tupigie simu au tuandikie WhatsApp.",
  or: "au",
  promotion: "Punguzo {code}",
  subtotal: "Jumla ndogo",
  total: "Jumla",
  taxIncluded: " (imejumuishwa)",
  refundSubject: "{motel}: pesa zilizorejeshwa za nafasi {reference}",
  refundHeading: "Pesa yako inarejeshwa, {name}",
  refundText:
    "Tumekurejeshea {amount} ya nafasi {reference} kwa {method}{receipt}. Pesa zinazorejeshwa kwa kadi zinaweza kuchukua siku chache kuonekana kwenye taarifa yako ya benki. Maswali? Jibu barua pepe hii au utupigie simu.",
  refundReceipt: " (risiti {receipt})",
  refundMpesa: "M-Pesa",
  refundCard: "kadi",
  refundCash: "pesa taslimu",
  footerPhone: "Simu: {phones}",
  footerEmail: "Barua pepe: {email}",
} satisfies Record<keyof typeof en, string>;
