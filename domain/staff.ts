// Staff roles and what each may do: admins also manage staff accounts (PRODUCT.md decision 8).
export const STAFF_ROLES = ["admin", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  staff: "Staff",
};

/** The signed-in staff member as pages see them (never the password hash). */
export type StaffUser = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
};

export function canManageStaff(user: Pick<StaffUser, "role">): boolean {
  return user.role === "admin";
}

/** The dashboard's figures: what needs the front desk's attention. */
export type DashboardFigures = {
  arrivalsToday: number;
  refundsDue: number;
  /** Bookings whose payment needs a person (reversed, unverifiable). */
  attentionDue: number;
  messagesWaiting: number;
  emailsFailed: number;
  mailingList: number;
};
