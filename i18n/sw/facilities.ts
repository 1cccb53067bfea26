// Kiswahili texts of the restaurant, terrace and conference pages (decision 020 records the
// terms chosen: Mkahawa, Juu ya Paa, Ukumbi wa Mikutano, machweo).
import type en from "../en/facilities.ts";

export default {
  restaurantTitle: "Mkahawa, Sehemu ya Kahawa na Sebule",
  restaurantDescription:
    "Vyakula vya Kikenya na vya kimataifa, kahawa na sebule inayochukua zaidi ya wageni {capacity} katika {name}, Gilgil. Mkahawa usio na pombe.",
  restaurantHeading: "Mkahawa na Sehemu ya Kahawa",
  viewGallery: "Tazama Picha",
  diningHeading: "Chakula na kahawa",
  diningPhotos: "Picha za mkahawa na sehemu ya kahawa",
  loungeHeading: "Sebule",
  capacity: "Inachukua zaidi ya wageni {count, number}",
  terraceTitle: "Sehemu ya Juu ya Paa",
  terraceDescription:
    "Sehemu ya juu ya paa inayochukua zaidi ya wageni {capacity} katika {name}, Gilgil: hafla, sherehe na machweo juu ya Bonde la Ufa.",
  terraceHeading: "Sehemu ya Juu ya Paa",
  eventsHeading: "Sherehe chini ya anga",
  sundownersHeading: "Machweo",
  conferenceTitle: "Ukumbi wa Mikutano",
  conferenceDescription:
    "Mikutano, mafunzo na warsha katika {name}, Gilgil: projekta, Wi-Fi, mapumziko ya chai na chakula cha mchana, maegesho salama.",
  conferenceHeading: "Ukumbi wa Mikutano",
  conferenceProvides: "Huduma tunazotoa",
} satisfies Record<keyof typeof en, string>;
