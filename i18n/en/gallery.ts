// English texts of the gallery page and its zoom. The category names are content
// (content/gallery.ts, in Kiswahili content/gallery.sw.ts), as are the pictures' alt texts.
export default {
  title: "Gallery",
  description:
    "Photos of {name}: the rooms, restaurant, rooftop terrace, reception, conference room and gym.",
  heading: "Gallery",
  categories: "Gallery categories",
  enlarge: "Enlarge",
  photoOf: "{index} of {count}",
  close: "Close",
  previousPhoto: "Previous photo",
  nextPhoto: "Next photo",
};
