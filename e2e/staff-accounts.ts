/** Accounts global-setup creates with `npm run create-admin` before the server starts. */
export const E2E_STAFF = {
  admin: {
    email: "owner@motel.test",
    name: "Grace Wanjiru",
    password: "owner passphrase 2026",
    role: "admin",
  },
  staff: {
    email: "desk@motel.test",
    name: "Peter Otieno",
    password: "front desk passphrase",
    role: "staff",
  },
} as const;
