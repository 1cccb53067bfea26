// English texts of the restaurant, terrace and conference pages. The motel's own texts (intros,
// the lounge, the conference room's features, the alcohol-free note) are content staff edit.
export default {
  restaurantTitle: "Restaurant, Coffee Parlour and Lounge",
  restaurantDescription:
    "Kenyan and continental food, coffee and a lounge for over {capacity} guests at {name}, Gilgil. An alcohol-free restaurant.",
  restaurantHeading: "Restaurant & Coffee Parlour",
  viewGallery: "View Gallery",
  diningHeading: "Food and coffee",
  diningPhotos: "Restaurant and coffee parlour photos",
  loungeHeading: "The Lounge",
  capacity: "Capacity: over {count, number} guests",
  terraceTitle: "Rooftop Terrace",
  terraceDescription:
    "A rooftop terrace for over {capacity} guests at {name}, Gilgil: events, celebrations and sundowners over the Rift Valley.",
  terraceHeading: "Rooftop Terrace",
  eventsHeading: "Events under the sky",
  sundownersHeading: "Sundowners",
  conferenceTitle: "Conference Room",
  conferenceDescription:
    "Meetings, trainings and workshops at {name}, Gilgil: projector, Wi-Fi, tea breaks and lunch, secure parking.",
  conferenceHeading: "Conference Room",
  conferenceProvides: "What we provide",
};
