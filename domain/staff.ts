// Staff roles and what each may do (PRODUCT.md decision 8, issue 14): admins keep the motel's
// set-up (prices, rooms, staff accounts, later the content); the front desk runs the day
// (bookings, the front desk, check-in and out, payments, the folio, messages, mailing,
// analytics), which admins may do too; the content role edits the site's content only (issue 15).
export const STAFF_ROLES = ["admin", "front_desk", "content"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role a new account gets unless the admin chooses another. */
export const DEFAULT_STAFF_ROLE: StaffRole = "front_desk";

/** The signed-in staff member as pages see them (never the password hash). */
export type StaffUser = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
};

/**
 * Who did something staff read about (took money, added an extra, cancelled): a staff member by
 * name, an account removed since (its name went with it), or the website itself (a payment made
 * online). Pages name the last two in their words (`staffDesk.actor_${actor}`).
 */
export type Actor = { name: string } | "removed" | "online";

/** A staff member's name as the database joins it: null once the account is removed. */
export function actorOf(name: string | null): Actor {
  return name === null ? "removed" : { name };
}

type HasRole = Pick<StaffUser, "role">;

const isAdmin = (user: HasRole) => user.role === "admin";

/** Staff accounts: add, disable, reset passwords, change roles (/admin/staff). */
export function canManageStaff(user: HasRole): boolean {
  return isAdmin(user);
}

/** The price table and what is offered (/admin/prices). */
export function canEditPrices(user: HasRole): boolean {
  return isAdmin(user);
}

/** Numbered rooms: add, rename, retire, out of order (/admin/rooms). */
export function canManageRooms(user: HasRole): boolean {
  return isAdmin(user);
}

/** The latest backup, every guest's details in it (/admin/backups/latest). */
export function canDownloadBackups(user: HasRole): boolean {
  return isAdmin(user);
}

/** The site's texts, facts and media (/admin/content): admins and the content role. */
export function canEditContent(user: HasRole): boolean {
  return isAdmin(user) || user.role === "content";
}

/**
 * Money to return (/admin/refunds, issue 31): the people who take money (the front desk and
 * admins) give it back; a second of them approves a large refund.
 */
export function canReturnMoney(user: HasRole): boolean {
  return isAdmin(user) || user.role === "front_desk";
}

/** The staff pages the content role may open: the dashboard, their own account, the content. */
const CONTENT_ROLE_PAGES = /^\/admin(\/(account|logout|content(\/[^?#]*)?))?\/?$/;

/**
 * Whether the staff member may open this staff address (a client-side data request ends in
 * .data). Every role but content opens all the pages their role's guards allow.
 */
export function mayOpenStaffPage(user: HasRole, pathname: string): boolean {
  if (user.role !== "content") return true;
  return CONTENT_ROLE_PAGES.test(pathname.replace(/\.data$/, ""));
}

/** What not every role may do; the guards (requireAdmin...) and the Admin menu read it. */
export type AdminPermission = "staff" | "prices" | "rooms" | "backups" | "content" | "refunds";

export function mayDo(user: HasRole, permission: AdminPermission): boolean {
  switch (permission) {
    case "staff":
      return canManageStaff(user);
    case "prices":
      return canEditPrices(user);
    case "rooms":
      return canManageRooms(user);
    case "backups":
      return canDownloadBackups(user);
    case "content":
      return canEditContent(user);
    case "refunds":
      return canReturnMoney(user);
  }
}

/** The dashboard's figures: today's numbers and what needs the front desk's attention. */
export type DashboardFigures = {
  arrivalsToday: number;
  /** Of today's arrivals, those with nothing paid yet. */
  arrivalsNotPaid: number;
  inHouse: number;
  departuresToday: number;
  /** Rooms free tonight, of all active rooms. */
  roomsFreeTonight: number;
  roomsTotal: number;
  /** Confirmed bookings past their arrival cut-off, not checked in. */
  noShowCandidates: number;
  refundsDue: number;
  /** Bookings whose payment needs a person (reversed, unverifiable). */
  attentionDue: number;
  /** M-Pesa payments waiting in the staff queue to be matched (decision 018). */
  mpesaToMatch: number;
  messagesWaiting: number;
  emailsFailed: number;
  mailingList: number;
};
