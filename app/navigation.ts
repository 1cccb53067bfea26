import { mayDo, mayOpenStaffPage, type AdminPermission, type StaffUser } from "../domain/staff.ts";
import type { MessageKey } from "../i18n/catalogs.ts";

// The navbar's entries, in one place. Some show only on one page (spec section 2): Experiences
// on home, the booking entry on /book. Pages of later issues add their entry here.
export type NavItem = {
  /** Its text in the page's language (i18n/en/common.ts). */
  label: MessageKey;
  to: string;
  /** Shown only when the current path is this one. */
  onlyOn?: string;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "common.navHome", to: "/" },
  { label: "common.navExperiences", to: "/#experiences", onlyOn: "/" },
  { label: "common.navRooms", to: "/accommodation" },
  { label: "common.navRestaurant", to: "/restaurant" },
  { label: "common.navTerrace", to: "/terrace" },
  { label: "common.navConference", to: "/conference" },
  { label: "common.navGallery", to: "/gallery" },
  { label: "common.navContact", to: "/contact" },
  { label: "common.navBook", to: "/book", onlyOn: "/book" },
];

/** The entries of a page (given by its English path: basePath of i18n/locales.ts). */
export function navItemsFor(pathname: string): NavItem[] {
  const path = pathname.replace(/\/+$/, "") || "/";
  return NAV_ITEMS.filter((item) => item.onlyOn === undefined || item.onlyOn === path);
}

/** The navbar turns dark once the page has scrolled more than this many pixels. */
export const NAVBAR_DARK_AFTER_PX = 50;

export function isNavbarDark(scrollY: number): boolean {
  return scrollY > NAVBAR_DARK_AFTER_PX;
}

export type AdminMenuItem = {
  /** The area's page title where it is short enough, else the menu's own word (staff catalog). */
  label: MessageKey;
  to: string;
  /** Shown only to staff whose role may do this (domain/staff.ts); everyone else's pages always. */
  permission?: AdminPermission;
};

/**
 * spec and issue 14: signed-in staff's Admin menu (then Logout, a form), on admin pages only:
 * every staff area, the admin-only ones to admins only.
 */
export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { label: "staff.menuHome", to: "/admin" },
  { label: "staffDesk.frontDeskTitle", to: "/admin/front-desk" },
  { label: "staffDesk.bookingsTitle", to: "/admin/bookings" },
  { label: "staffDesk.cashUpTitle", to: "/admin/cash-up" },
  { label: "staff.menuUnmatched", to: "/admin/payments/unmatched" },
  { label: "staffDesk.refundsTitle", to: "/admin/refunds", permission: "refunds" },
  { label: "staffSettings.pricesTitle", to: "/admin/prices", permission: "prices" },
  { label: "staff.menuPromotions", to: "/admin/promotions", permission: "prices" },
  { label: "staffSettings.roomsTitle", to: "/admin/rooms", permission: "rooms" },
  { label: "staff.menuMailing", to: "/admin/mailing" },
  { label: "staffContent.messagesTitle", to: "/admin/messages" },
  { label: "staffSettings.analyticsTitle", to: "/admin/analytics" },
  { label: "staff.menuStaff", to: "/admin/staff", permission: "staff" },
  { label: "staffContent.contentTitle", to: "/admin/content", permission: "content" },
];

/** The Admin menu's entries this staff member may open. */
export function adminMenuFor(user: Pick<StaffUser, "role">): AdminMenuItem[] {
  return ADMIN_MENU.filter(
    (item) => (!item.permission || mayDo(user, item.permission)) && mayOpenStaffPage(user, item.to),
  );
}
