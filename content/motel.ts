// The motel's content as it ships: the defaults that seed an empty database, and the fixture of
// the tests. Once the site has started, the database is the truth: staff edit it live at
// /admin/content (server/content/content.ts). Values marked SAMPLE must be replaced before launch;
// the staff dashboard's launch checklist lists those still in place.
import type { SiteContent } from "../domain/schemas/content.ts";

export type { Phone, Testimonial } from "../domain/schemas/content.ts";
export type Experience = SiteContent["experiences"][number];
export type ServiceSlide = SiteContent["services"]["foodAndBeverage"][number];

const NAME = "Gilgil Oasis Motel"; // SAMPLE
const LOUNGE_CAPACITY = 40;
const TERRACE_CAPACITY = 100;

export const defaultContent: SiteContent = {
  name: NAME,
  tagline: "Simple Made Perfect",
  description:
    "An alcohol-free motel on the Nairobi-Nakuru highway in Gilgil: clean, quiet rooms, a restaurant and coffee parlour, a rooftop terrace, a gym and secure parking.",
  phones: [
    { display: "0712 000111", e164: "+254712000111" }, // SAMPLE
    { display: "0733 000222", e164: "+254733000222" }, // SAMPLE
  ],
  whatsapp: {
    number: { display: "0712 000111", e164: "+254712000111" }, // SAMPLE
    greeting: `Hello! I would like to ask about a stay at ${NAME}.`,
  },
  email: "info@example.com", // SAMPLE
  /** The motel's KRA PIN, printed on confirmations (A or P, 9 digits, a check letter). */
  kraPin: "P051234567X", // SAMPLE
  address: {
    street: "Nairobi-Nakuru Highway", // SAMPLE
    town: "Gilgil",
    county: "Nakuru County",
    postalCode: "20116",
    country: "Kenya",
    countryCode: "KE",
  },
  map: {
    latitude: -0.4989, // SAMPLE: the motel's own pin
    longitude: 36.323,
    zoom: 15,
  },
  /** WhatsApp is not listed here (its link is made from whatsapp.number). Each optional: fill in the motel's own profile pages (a missing one is not shown). */
  socials: {},
  checkTimes: { checkIn: "14:00", checkOut: "10:00" }, // SAMPLE
  externalBooking: {
    label: "Book on Booking.com",
    url: "https://www.booking.com/", // SAMPLE: the motel's listing
  },
  alcoholFree: true,
  about: {
    heading: `Welcome to ${NAME}`,
    paragraphs: [
      "Halfway between Naivasha and Nakuru on the Nairobi-Nakuru highway, we are a calm, alcohol-free stop for travellers, families and teams: about two hours from Nairobi, with secure parking right at the door.",
      "Our rooms are simple and spotless, with fast Wi-Fi, a smart TV, a work desk and a hot shower. Start the day in our restaurant and coffee parlour, meet in our conference room, and end it with sundowners on the rooftop terrace.",
    ],
  },
  /** Counter strip targets; the rooms counter comes from the room inventory, not from here. */
  counters: {
    happyGuests: 10900, // SAMPLE: the motel's own figures, never invented
    staffs: 10, // SAMPLE
    years: 3, // SAMPLE
  },
  gym: {
    perMonthKes: 4500,
    perWeekKes: 1500,
  },
  lounge: { capacity: LOUNGE_CAPACITY },
  testimonials: [
    {
      name: "Wanjiru M.",
      country: "Kenya",
      lang: "en",
      review:
        "Spotless room, a hot shower and the quietest night I have had on the highway. The breakfast was excellent.",
    },
    {
      name: "Otieno K.",
      country: "Kenya",
      lang: "en",
      review:
        "We held a two-day workshop in the conference room. The staff were attentive and the meals came right on time.",
    },
    {
      name: "Achieng' O.",
      country: "Kenya",
      lang: "en",
      review:
        "A family-friendly place with no noise from a bar. The kids loved the rooftop and we will be back.",
    },
  ],
  services: {
    foodAndBeverage: [
      {
        title: "Restaurant",
        image: "restaurant",
        text: "Kenyan and continental dishes cooked fresh, from breakfast to dinner.",
      },
      {
        title: "Coffee Parlour",
        image: "coffee-parlour",
        text: "Kenyan coffee, fresh juices and pastries for the road.",
      },
      {
        title: "Lounge",
        image: "lounge",
        text: `A relaxed lounge for over ${LOUNGE_CAPACITY} guests, with soft drinks and snacks.`,
      },
    ],
    meetingsAndEvents: [
      {
        title: "Conference Room",
        image: "conference",
        text: "Projector, Wi-Fi and catering for meetings, trainings and workshops.",
      },
      {
        title: "Rooftop Terrace",
        image: "terrace",
        text: `Celebrations and sundowners for more than ${TERRACE_CAPACITY} guests under the Rift Valley sky.`,
      },
    ],
    gymAndFitness: [
      {
        title: "Gym",
        image: "gym",
        text: "Cardio machines and free weights, open to guests and members.",
      },
      {
        title: "Membership",
        image: "gym-membership",
        text: "Monthly and weekly memberships for residents of Gilgil.",
      },
    ],
  },
  experiences: [
    {
      title: "Sundowners at the Rooftop",
      image: "experience-sundowners",
      description:
        "Watch the sun set over the Rift Valley from our rooftop terrace with a fresh juice or a Kenyan tea.",
    },
    {
      title: "Hiking the Sleeping Warrior Hill",
      image: "experience-sleeping-warrior",
      description:
        "A guided hike up the volcanic hill above Lake Elementaita, with views over the lake and the Rift.",
    },
    {
      title: "Lake Elementaita Visit",
      image: "experience-elementaita",
      description:
        "Flamingos and pelicans on a shallow soda lake, part of the Kenya Lake System World Heritage Site.",
    },
    {
      title: "Kariandusi Prehistoric Site",
      image: "experience-kariandusi",
      description:
        "Stone Age hand axes about a million years old, at a museum site a short drive from Gilgil.",
    },
  ],
  /** Short descriptions for room cards and the room pages, by room type. */
  roomDescriptions: {
    standard:
      "A bright, quiet room with a comfortable double bed for one or two guests, ideal for a night on the road.",
    standard_double:
      "Two beds in one room for friends, colleagues or a small family travelling together.",
    deluxe: "More space and a larger bed, with a sitting corner and a view over the gardens.",
    executive:
      "Our finest room for one or two, with a private balcony, a work desk and premium linen.",
    executive_double: "An executive room for three guests, with extra space and premium linen.",
    family:
      "A large room with couches and beds for two to four, so the whole family stays together.",
  },
  /** The restaurant, terrace and conference pages. */
  restaurant: {
    intro:
      "Kenyan and continental dishes cooked fresh from breakfast to dinner, and Kenyan coffee for the road.",
    dining:
      "Our restaurant serves a full Kenyan or continental breakfast, lunch and dinner every day, and caters for meetings and family events. The coffee parlour pours Kenyan coffee, teas and fresh juices, with pastries to take away.",
    lounge: `The lounge seats over ${LOUNGE_CAPACITY} guests on soft sofas: a calm place to read, work or wait for friends, with snacks and soft drinks.`,
  },
  terrace: {
    capacity: TERRACE_CAPACITY,
    intro: `The rooftop terrace hosts over ${TERRACE_CAPACITY} guests under the Rift Valley sky: birthdays, church and family gatherings, graduations and company evenings.`,
    sundowners:
      "Every evening our guests gather for sundowners: fresh juices, mocktails, Kenyan tea and snacks as the sun sets over the hills.",
  },
  conference: {
    intro:
      "Our conference room suits meetings, trainings, workshops and interviews, with everything set up before you arrive.",
    features: [
      "Projector and screen",
      "Fast Wi-Fi",
      "Flip charts and stationery",
      "Tea breaks and lunch from our kitchen",
      "Secure parking for delegates",
    ],
  },
  /** Children have no price effect (spec: room step); the rate card says so. */
  childrenNote: "Children stay free of charge.",
  /** The alcohol-free statement the site makes (spec: Facilities). */
  alcoholFreeNote:
    "We are an alcohol-free zone: no alcohol is sold or served anywhere in the motel, so families and travellers enjoy a quiet, safe stay.",
  /** The longer description on each room page. */
  roomDetails: {
    standard:
      "Every Standard Room has a double bed, a work desk, a smart TV, fast Wi-Fi and an en-suite bathroom with a hot shower. Rooms are cleaned daily and breakfast in our restaurant is included in the price.",
    standard_double:
      "The Twin Room has two beds, so two to four guests can share without giving up comfort. It has a work desk, a smart TV, fast Wi-Fi and an en-suite bathroom with a hot shower.",
    deluxe:
      "The Deluxe Room gives you a larger bed and a sitting corner to unwind after the drive. It has a smart TV, a work desk, fast Wi-Fi and an en-suite bathroom with a hot shower.",
    executive:
      "The Executive Room is our quietest, with a private balcony over the gardens, premium linen, a work desk for the business traveller, a smart TV and an en-suite bathroom with a hot shower.",
    executive_double:
      "The Executive Double Room sleeps three in executive comfort, with premium linen, a work desk, a smart TV, fast Wi-Fi and an en-suite bathroom with a hot shower.",
    family:
      "The Family Room keeps everyone together: beds for up to four, couches to relax on, a smart TV, fast Wi-Fi and an en-suite bathroom with a hot shower.",
  },
  privacyContact: {
    email: "info@example.com", // SAMPLE
    phone: { display: "0712 000111", e164: "+254712000111" }, // SAMPLE
  },
};

/**
 * Where the defaults hold SAMPLE values: the launch checklist lists each one still unchanged
 * (paths as the admin forms name their fields).
 */
export const SAMPLE_PATHS = [
  "name",
  "phones.0.display",
  "phones.1.display",
  "whatsapp.number.display",
  "email",
  "kraPin",
  "address.street",
  "map.latitude",
  "checkTimes.checkIn",
  "checkTimes.checkOut",
  "externalBooking.url",
  "privacyContact.email",
  "privacyContact.phone.display",
  "counters.happyGuests",
  "counters.staffs",
  "counters.years",
] as const;

/** The defaults, for code that reads no live content (see docs/decisions/016). */
export const motel = defaultContent;

// The links built from content live in ./links.ts, which the browser's code imports without
// these defaults.
export {
  addressLine,
  HERO_VIDEO,
  mapUrls,
  SOCIAL_LABELS,
  socialLinks,
  whatsappLink,
} from "./links.ts";
export type { SocialLink } from "./links.ts";
