// English texts of the room cards and the dates search (home, Our Rooms, a room's page).
export default {
  searchLabel: "Search rooms by dates",
  checkIn: "Check-in",
  checkOut: "Check-out",
  guests: "Guests",
  checkAvailability: "Check availability",
  capacity: "Capacity: {capacity}",
  guestCount: "{count, plural, one {# guest} other {# guests}}",
  guestRange: "{min}-{max} guests",
  askForPrice: "Ask us for a price",
  fromPerNight: "From <price></price> per night",
};
