// English texts of the room cards, the dates search and its results, Our Rooms and a room's page.
// Names of room types, boardings and services are the domain's (domain/rooms.ts), word for word.
import { ROOM_SERVICES, type RoomService } from "../../domain/rooms.ts";

const service = (key: RoomService) => ROOM_SERVICES[key];

export default {
  searchLabel: "Search rooms by dates",
  checkIn: "Check-in",
  checkOut: "Check-out",
  guests: "Guests",
  checkAvailability: "Check availability",
  capacity: "Capacity: {capacity}",
  adults: "Adults",
  children: "Children",
  backToSearch: "← Back to the rooms for your dates",
  guestCount: "{count, plural, one {# guest} other {# guests}}",
  guestRange: "{min}-{max} guests",
  askForPrice: "Ask us for a price",
  fromPerNight: "From <price></price> per night",
  // Services (room types and boardings are common's: every page with a booking names them).
  service_wifi: service("wifi"),
  service_tv: service("tv"),
  service_desk: service("desk"),
  service_housekeeping: service("housekeeping"),
  service_shower: service("shower"),
  service_toiletries: service("toiletries"),
  service_couches: service("couches"),
  service_balcony: service("balcony"),
  categoryStandard: "Standard",
  categoryDeluxe: "Deluxe",
  categoryExecutive: "Executive",
  categoryFamily: "Family",
  // Our Rooms.
  ourRooms: "Our Rooms",
  accommodationDescription:
    "Standard, Twin, Deluxe, Executive and Family rooms at {motel}, Gilgil: capacity and nightly prices in KES.",
  accommodationIntro:
    "{rooms} rooms in {count, select, 1 {one category} 2 {two categories} 3 {three categories} 4 {four categories} other {{count} categories}}: {list}, each with free Wi-Fi, a smart TV and a hot shower. Prices are per room per night and include breakfast.",
  roomTypes: "Room types",
  // The search's results.
  resultsTitle:
    "{checkIn} to {checkOut}: {nights, plural, one {# night} other {# nights}}, {adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}",
  resultTotal:
    "<total></total> for {nights, plural, one {# night} other {# nights}}{rooms, plural, one {} other { in # rooms}}",
  resultPerNight: "{price} per night",
  fewLeft: "{left} left",
  boardingsOffered: "Boardings offered",
  book: "Book",
  otherDates: "{checkIn} to {checkOut}",
  // A room's page.
  roomMetaDescription: "{description} {capacity}.",
  roomMetaPrice: "From {price} per night.",
  askUs: "Ask us",
  perNight: "per night",
  checkDatesAndPrice: "Check dates and price",
  onThisPage: "On this page",
  description: "Description",
  roomServices: "Room Services",
  similarRooms: "Similar rooms",
  capacityLabel: "Capacity",
  size: "Size",
  pricePerNight: "Price per night",
  rated: "Rated 5 out of 5",
  photos: "{room} photos",
  relatedRooms: "Related Rooms",
  allRooms: "All rooms",
};
