// The navbar's entries, in one place. Some show only on one page (spec section 2): Experiences
// on home, the booking entry on /book. Pages of later issues add their entry here.
export type NavItem = {
  label: string;
  to: string;
  /** Shown only when the current path is this one. */
  onlyOn?: string;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Experiences", to: "/#experiences", onlyOn: "/" },
  { label: "Our Rooms", to: "/accommodation" },
  { label: "Restaurant", to: "/restaurant" },
  { label: "Terrace", to: "/terrace" },
  { label: "Conference", to: "/conference" },
  { label: "Gallery", to: "/gallery" },
  { label: "Contact", to: "/contact" },
  { label: "Book", to: "/book", onlyOn: "/book" },
];

export function navItemsFor(pathname: string): NavItem[] {
  const path = pathname.replace(/\/+$/, "") || "/";
  return NAV_ITEMS.filter((item) => item.onlyOn === undefined || item.onlyOn === path);
}

/** The navbar turns dark once the page has scrolled more than this many pixels. */
export const NAVBAR_DARK_AFTER_PX = 50;

export function isNavbarDark(scrollY: number): boolean {
  return scrollY > NAVBAR_DARK_AFTER_PX;
}

/** spec: signed-in staff's Admin menu (then Logout, a form), on admin pages only. */
export const ADMIN_MENU: readonly NavItem[] = [
  { label: "Home", to: "/admin" },
  { label: "Prices", to: "/admin/prices" },
  { label: "Mailing", to: "/admin/mailing" },
  { label: "Cash-up", to: "/admin/cash-up" },
];
