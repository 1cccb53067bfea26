import type en from "../en/contact.ts";

export default {
  title: "Wasiliana Nasi",
  description:
    "Wasiliana na {name} mjini {town} kwa simu, WhatsApp au barua pepe: nambari za simu, anwani, ramani na fomu ya mawasiliano.",
  intro:
    "Tupigie simu, tutumie ujumbe wa WhatsApp au tuandikie: tunajibu kila siku, kuanzia asubuhi na mapema hadi usiku.",
  reachUs: "Tufikie",
  followUs: "Tufuate",
  formTitle: "Tutumie ujumbe",
  name: "Jina",
  email: "Barua pepe",
  contact: "Simu",
  message: "Ujumbe",
  honeypot: "Usijaze sehemu hii",
  send: "Tuma Ujumbe",
  sending: "Inatuma...",
  tryAgain: "Jaribu Tena",
  sent: "Ujumbe umetumwa",
  failed: "Imeshindwa kutuma ujumbe",
  valueMissing: "Tafadhali jaza sehemu hii.",
  typeMismatch: "Tafadhali weka anwani sahihi ya barua pepe.",
  tooLong: "Tafadhali fupisha maandishi haya yasizidi herufi {max}.",
  invalid: "Tafadhali jaza kila sehemu ipasavyo.",
  fieldRequired:
    "Tafadhali weka {field, select, name {jina lako} email {barua pepe yako} contact {nambari yako ya simu} other {ujumbe wako}}",
  fieldTooLong:
    "{field, select, name {Jina lako ni refu mno} email {Barua pepe yako ni ndefu mno} contact {Nambari yako ya simu ni ndefu mno} other {Ujumbe wako ni mrefu mno}} (herufi {max} zisizidi)",
  fieldUnusual:
    "Tafadhali ondoa herufi zisizo za kawaida (kama herufi za udhibiti) kwenye {field, select, name {jina lako} email {barua pepe yako} contact {nambari yako ya simu} other {ujumbe wako}}.",
  tooLarge: "Ujumbe ni mrefu mno kutumwa.",
  refused: "Fomu haikuweza kusomwa. Tafadhali pakia ukurasa upya kisha ujaribu tena.",
} satisfies Record<keyof typeof en, string>;
