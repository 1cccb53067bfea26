// The documents guests can open: the room rate card, made by the server from the live price
// table, and the PDFs the owner keeps in content/media/documents/ (replace them with your own,
// same file names). Keys are the analytics names of download_file.

export const DOCUMENTS = {
  // The server draws the rate card in either language; the PDFs staff upload are one file each.
  room_rates: { href: "/rate-card.pdf", label: "Download Rate Card", swHref: "/sw/rate-card.pdf" },
  restaurant_menu: { href: "/media/documents/menu.pdf", label: "View Menu" },
  conference_rates: {
    href: "/media/documents/conference-and-terrace-rates.pdf",
    label: "View Rates",
  },
} as const;

export type DocumentKey = keyof typeof DOCUMENTS;
