/** Accounts global-setup creates with `npm run create-admin` before the server starts. */
export const E2E_STAFF = {
  admin: {
    email: "owner@motel.test",
    name: "Grace Wanjiru",
    password: "owner passphrase 2026",
    role: "admin",
  },
  /** A second admin: two people editing prices at once. */
  manager: {
    email: "manager@motel.test",
    name: "Joseph Kamau",
    password: "manager passphrase 2026",
    role: "admin",
  },
  /** The front desk (key kept as "staff": many tests sign in with it). */
  staff: {
    email: "desk@motel.test",
    name: "Peter Otieno",
    password: "front desk passphrase",
    role: "front_desk",
  },
  /** The content editor (issue 15): the site's content only. */
  content: {
    email: "words@motel.test",
    name: "Amina Njoroge",
    password: "content passphrase 2026",
    role: "content",
  },
} as const;
