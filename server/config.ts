// The only place that reads process.env. Parsed and validated once at start into one typed object;
// a bad value stops the start with a message that names it.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { msisdn, nineDigits } from "../domain/phone.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** Express's names for address ranges, usable in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For entries to believe: a number of hops in front of the site, or
 * their addresses. Never "true": Express would then take the left-most entry, which the client
 * writes itself, and every per-address limit could be dodged.
 */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (text === "false") return false;
  if (text === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "true is refused: it would believe any X-Forwarded-For a client writes. Set the number of proxies in front of the site (TRUST_PROXY=1) or their addresses (TRUST_PROXY=loopback, or TRUST_PROXY=10.0.0.2,10.0.0.3)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops === 0 ? false : hops;
  }
  const items = text.split(",").map((item) => item.trim());
  if (items.every((item) => item !== "" && isProxyAddress(item))) return items;
  ctx.addIssue({
    code: "custom",
    message:
      "must be false, a number of proxies in front (0 to 10), or a comma list of proxy addresses, ranges (10.0.0.0/8) or loopback / linklocal / uniquelocal",
  });
  return z.NEVER;
});

/** Who may read /metrics without the token: loopback, or addresses and ranges (10.0.0.0/8). */
const metricsAllow = z.string().transform((value, ctx): string[] => {
  const items = value
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (items.every((item) => item === "loopback" || (item !== "" && isProxyAddress(item))))
    return items;
  ctx.addIssue({
    code: "custom",
    message: "must be a comma list of addresses or ranges (10.0.0.0/8), or loopback",
  });
  return z.NEVER;
});

const origin = z
  .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
  .refine((value) => {
    if (!URL.canParse(value)) return true; // the URL check above reports it
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash;
  }, "must be just the site's address, like https://motel.example (no path or query)");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: integer(0, 65535).default(3000),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  PUBLIC_URL: origin.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  TRUST_PROXY: trustProxy.default(false),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SHUTDOWN_TIMEOUT_MS: integer(0, 600_000).default(10_000),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: integer(1, 65535).default(587),
  SMTP_SECURE: booleanFlag.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STAFF_EMAIL: z.email({ error: "must be an email address" }).optional(),
  MAIL_POLL_MS: integer(50, 3_600_000).default(5_000),
  MAIL_RETRY_BASE_MS: integer(10, 3_600_000).default(30_000),
  MAIL_MAX_ATTEMPTS: integer(1, 100).default(10),
  CONTACT_LIMIT_PER_HOUR: integer(1, 100_000).default(5),
  OFFER_LIMIT_PER_HOUR: integer(1, 100_000).default(10),
  PROMOTION_CODE_LIMIT_PER_HOUR: integer(1, 100_000).default(20),
  EVENTS_LIMIT_PER_MINUTE: integer(1, 100_000).default(120),
  BOOKING_LIMIT_PER_HOUR: integer(1, 100_000).default(30),
  STREAMS_PER_ADDRESS: integer(1, 100_000).default(8),
  STREAMS_PER_BOOKING: integer(1, 100_000).default(4),
  STREAM_RECHECK_MS: integer(200, 3_600_000).default(10_000),
  SIGN_IN_LIMIT_PER_ACCOUNT: integer(1, 100_000).default(10),
  SIGN_IN_LIMIT_PER_ADDRESS: integer(1, 100_000).default(30),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "must be a GA4 measurement id like G-XXXXXXX")
    .optional(),
  BOOKING_HORIZON_DAYS: integer(1, 1_095).default(365),
  HOLD_MINUTES: integer(1, 24 * 60).default(15),
  PAGE_CACHE_SECONDS: integer(0, 3_600).default(10),
  ARRIVAL_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a motel time HH:MM, like 18:00")
    .default("18:00"),
  HOLD_LIMIT_PER_ADDRESS: integer(1, 100_000).default(3),
  HOLD_LIMIT_PER_GUEST: integer(1, 100_000).default(1),
  HOLD_ROOMS_PER_ADDRESS: integer(1, 100_000).default(10),
  PASSWORD_HASH_COST: integer(14, 20).default(17),
  PAYMENT_SIMULATORS: booleanFlag.optional(),
  DARAJA_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).optional(),
  DARAJA_CONSUMER_KEY: z.string().min(1).optional(),
  DARAJA_CONSUMER_SECRET: z.string().min(1).optional(),
  DARAJA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, "must be 5 to 7 digits")
    .optional(),
  DARAJA_PASSKEY: z.string().min(1).optional(),
  DARAJA_TRANSACTION_TYPE: z
    .enum(["CustomerPayBillOnline", "CustomerBuyGoodsOnline"])
    .default("CustomerPayBillOnline"),
  DARAJA_PARTY_B: z
    .string()
    .regex(/^\d{5,7}$/, "must be 5 to 7 digits")
    .optional(),
  DARAJA_C2B_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, "must be 5 to 7 digits")
    .optional(),
  DARAJA_C2B_VERSION: z.enum(["v1", "v2"]).default("v1"),
  DARAJA_C2B_VALIDATION: booleanFlag.default(false),
  DARAJA_C2B_RESPONSE_TYPE: z.enum(["Completed", "Cancelled"]).default("Completed"),
  PESAPAL_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).optional(),
  PESAPAL_CONSUMER_KEY: z.string().min(1).optional(),
  PESAPAL_CONSUMER_SECRET: z.string().min(1).optional(),
  DARAJA_INITIATOR_NAME: z.string().min(1).optional(),
  DARAJA_INITIATOR_PASSWORD: z.string().min(1).optional(),
  DARAJA_CERTIFICATE_PATH: z.string().min(1).optional(),
  DARAJA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, "must be 5 to 7 digits")
    .optional(),
  REFUND_APPROVAL_ABOVE_KES: integer(0, 10_000_000).default(10_000),
  PAYMENT_TIMEOUT_MS: integer(500, 120_000).default(15_000),
  MPESA_PROMPT_SECONDS: integer(1, 600).default(60),
  RECONCILE_EVERY_MS: integer(200, 3_600_000).default(30_000),
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  METRICS_ALLOW: metricsAllow.default(["loopback"]),
  TEXT_SIMULATORS: booleanFlag.optional(),
  AT_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
    .default("https://api.africastalking.com"),
  AT_USERNAME: z.string().min(1).max(100).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9 ]{1,11}$|^\d{3,8}$/,
      "must be an approved sender ID (up to 11 letters or digits) or a short code",
    )
    .optional(),
  WHATSAPP_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
    .default("https://graph.facebook.com/v23.0"),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, "must be the phone number's id (digits)")
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  STAFF_DUTY_PHONE: z
    .string()
    .refine(
      (value) => nineDigits(value) !== undefined,
      "must be a Kenyan mobile number, like 0712345678",
    )
    .optional(),
  TEXT_POLL_MS: integer(50, 3_600_000).default(5_000),
  TEXT_RETRY_BASE_MS: integer(10, 3_600_000).default(60_000),
  TEXT_MAX_ATTEMPTS: integer(1, 100).default(8),
  TEXT_REMINDER_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a motel time HH:MM, like 07:00")
    .default("07:00"),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: integer(1, 1_000).default(14),
  BACKUP_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a motel time HH:MM, like 02:30")
    .default("02:30"),
});

/** What real providers need (payment-providers.md): their addresses and credentials. */
const REAL_PAYMENT_SETTINGS = [
  "DARAJA_BASE_URL",
  "DARAJA_CONSUMER_KEY",
  "DARAJA_CONSUMER_SECRET",
  "DARAJA_SHORTCODE",
  "DARAJA_PASSKEY",
  "PESAPAL_BASE_URL",
  "PESAPAL_CONSUMER_KEY",
  "PESAPAL_CONSUMER_SECRET",
] as const;

export type SmtpConfig = {
  host: string;
  port: number;
  /** true: TLS from the start (port 465); false: STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
};

export type TextsConfig = {
  /** true: the Africa's Talking and WhatsApp simulators are served here (never in production). */
  simulators: boolean;
  /** Unset: SMS stay queued (no AT_USERNAME / AT_API_KEY). */
  sms:
    { baseUrl: string; username: string; apiKey: string; senderId: string | undefined } | undefined;
  /** Unset: WhatsApp messages stay queued. Without an app secret, webhooks are refused. */
  whatsapp:
    | {
        baseUrl: string;
        accessToken: string;
        phoneNumberId: string;
        appSecret: string | undefined;
        verifyToken: string | undefined;
      }
    | undefined;
  /** 2547XXXXXXXX: where staff texts go; unset, none are sent. */
  staffDutyPhone: string | undefined;
  /** HH:MM motel time of the arrival reminder. */
  reminderAt: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
};

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** Absolute folder for runtime files: the embedded database and anything else written. */
  dataDir: string;
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  /** Origin used in canonical URLs and links that leave the site (no trailing slash). */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Express's "trust proxy": false (use the socket's address), a number of proxy hops in front,
   * or the proxies' addresses / ranges. Never true (see the TRUST_PROXY setting).
   */
  trustProxy: false | number | string[];
  sessionSecret: string | undefined;
  /** scrypt's log2 N for new staff password hashes (server/staff/passwords.ts). */
  passwordHashCost: number;
  shutdownTimeoutMs: number;
  mail: {
    /** Unset: mail stays in the outbox (and the log) until SMTP is configured. */
    smtp: SmtpConfig | undefined;
    /** Sender address; unset: the motel's address from content/motel.ts. */
    from: string | undefined;
    /** Where contact messages go; unset: the motel's address from content/motel.ts. */
    staffAddress: string | undefined;
    pollMs: number;
    /** First retry delay; each later one doubles, up to an hour. */
    retryBaseMs: number;
    maxAttempts: number;
  };
  /** Per client address; see docs/decisions/006-outbox-and-mail-worker.md. */
  rateLimits: {
    contactPerHour: number;
    offerPerHour: number;
    eventsPerMinute: number;
    /** New bookings and payment requests (prompts, card orders) together. */
    bookingPerHour: number;
    /** Promotion codes quoted that did not apply (guessing them), per hour. */
    promotionCodesPerHour: number;
    /**
     * Staff sign-in tries per 15 minutes: per account from one client address (an account is
     * never locked for every address), and per client address whatever the account.
     */
    signIn: { perAccount: number; perAddress: number };
  };
  /** GET /metrics: from these addresses (Express's client address), or with the bearer token. */
  metrics: { token: string | undefined; allow: string[] };
  /** Archives of the database and DATA_DIR's files (server/backup/); dir unset: none. */
  backups: {
    dir: string | undefined;
    /** How many archives to keep; older ones are removed after a new one is made. */
    keep: number;
    /** Motel time (HH:MM) of the nightly backup. */
    at: string;
  };
  /** Guests' live booking streams: open at once per client address and per booking. */
  streams: { perAddress: number; perBooking: number; recheckMs: number };
  /** Optional Google Analytics 4 tag that also receives the first-party events. */
  gaMeasurementId: string | undefined;
  /** How many days ahead of today a stay may end: quotes and bookings beyond it are refused. */
  bookingHorizonDays: number;
  /** How long a new booking holds its rooms while payment is awaited. */
  holdMinutes: number;
  /**
   * The longest a public page is served from memory (server/pages/); 0: never. Changes drop
   * pages at once; this bounds what a NOTIFY lost while the database was unreachable leaves.
   */
  pageCacheMs: number;
  /**
   * Pay on arrival: a desk booking with nothing paid keeps its rooms until this motel time
   * (HH:MM) on its arrival day; after it staff see it as a no-show candidate.
   */
  arrivalCutoff: string;
  /** At most this many open (pending, unexpired) holds at once: see server/bookings/create.ts. */
  holdLimits: HoldLimits;
  payments: PaymentsConfig;
  texts: TextsConfig;
};

export type HoldLimits = {
  /** Unpaid bookings per client address (as rate limits key it: an IPv6 /64 counts as one). */
  perAddress: number;
  /** Rooms in those bookings together, per client address. */
  roomsPerAddress: number;
  /** Unpaid bookings per guest email, and per guest phone. */
  perGuest: number;
};

export type DarajaConfig = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  passkey: string;
  transactionType: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline";
  /** The receiving shortcode: the Paybill itself, or the till number for Buy Goods. */
  partyB: string;
  c2b: C2bConfig;
};

/** M-Pesa Paybill (Daraja C2B, decision 018): the number guests pay to by the M-PESA menu. */
export type C2bConfig = {
  /** The Paybill number shown to guests and registered with Daraja. */
  shortCode: string;
  /** The C2B product version attached to the Daraja app (sources disagree: reference D.1). */
  version: "v1" | "v2";
  /** Whether Safaricom calls our validation URL (it must be enabled by Safaricom too). */
  validation: boolean;
  /** What M-PESA does when our validation does not answer in time. */
  responseType: "Completed" | "Cancelled";
};

export type PesapalConfig = { baseUrl: string; consumerKey: string; consumerSecret: string };

/**
 * Daraja refunds (reversal, B2C, Transaction Status; decision 024): the API operator and the
 * certificate its password is encrypted with. "simulated": the simulators' own throwaway pair,
 * made at start; undefined: not set up, so M-Pesa money is given back by hand.
 */
export type DarajaRefundsSettings =
  | "simulated"
  | {
      initiatorName: string;
      initiatorPassword: string;
      certificatePath: string;
      b2cShortCode: string;
    }
  | undefined;

/** REFUND_* settings. */
export type RefundsConfig = {
  /** A refund above this many shillings needs a second staff member's approval. */
  approvalAboveKes: number;
  daraja: DarajaRefundsSettings;
};

export type PaymentsConfig = {
  /**
   * true: the Daraja and Pesapal simulators are served by this site (under /simulators/) and the
   * clients talk to them. Never in production.
   */
  simulators: boolean;
  daraja: DarajaConfig;
  pesapal: PesapalConfig;
  /** Every call to a provider gives up after this long. */
  timeoutMs: number;
  /** The simulated phone's prompt lasts this long before it times out (1037). */
  simulatedPromptSeconds: number;
  /** How often holds are expired and unanswered payments queried. */
  reconcileEveryMs: number;
  refunds: RefundsConfig;
};

/** The sandbox credentials Safaricom publishes (payment-providers.md A.2): simulator defaults. */
export const DARAJA_SANDBOX = {
  shortCode: "174379",
  passkey: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
} as const;

/** C2B as the simulators (and tests) run it: confirmation only, the sandbox shortcode. */
export const C2B_SANDBOX: C2bConfig = {
  shortCode: DARAJA_SANDBOX.shortCode,
  version: "v1",
  validation: false,
  responseType: "Completed",
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Builds the config from an environment; throws ConfigError listing every bad or missing value. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty value (PORT= in an env file) means "not set": the default applies.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const simulators = e.PAYMENT_SIMULATORS ?? e.NODE_ENV !== "production";
  if (simulators && e.NODE_ENV === "production") {
    throw new ConfigError(
      "NODE_ENV=production refuses the payment simulators: set PAYMENT_SIMULATORS=false and the Daraja and Pesapal settings",
    );
  }
  // The simulators confirm bookings nobody paid for: a site others can reach gets them only
  // when asked for by name (a demonstration), never by default.
  if (simulators && e.PAYMENT_SIMULATORS !== true && e.PUBLIC_URL && !isThisMachine(e.PUBLIC_URL)) {
    throw new ConfigError(
      `PUBLIC_URL ${new URL(e.PUBLIC_URL).origin} is not this computer, and the payment simulators confirm bookings without payment: set PAYMENT_SIMULATORS=false and the Daraja and Pesapal settings, or PAYMENT_SIMULATORS=true to keep the simulators on purpose (a demonstration site)`,
    );
  }
  // The site's clients reach the simulators over loopback (they answer nobody else).
  if (simulators && !reachableOverLoopback(e.HOST)) {
    throw new ConfigError(
      `HOST=${e.HOST} with the payment simulators: the site's payment clients reach them over loopback. Set HOST=0.0.0.0 (every interface) or a loopback address, or PAYMENT_SIMULATORS=false`,
    );
  }
  const missing = [
    ...(e.NODE_ENV === "production"
      ? [
          !e.PUBLIC_URL && "PUBLIC_URL (the site's public https:// address)",
          !e.SESSION_SECRET && "SESSION_SECRET (32+ random characters)",
          e.PASSWORD_HASH_COST < 17 && "PASSWORD_HASH_COST of 17 or more (tests only go lower)",
        ]
      : []),
    ...(simulators ? [] : REAL_PAYMENT_SETTINGS.filter((name) => !e[name])),
  ].filter(Boolean);
  if (missing.length > 0) {
    const who =
      e.NODE_ENV === "production"
        ? "NODE_ENV=production"
        : "Real payments (PAYMENT_SIMULATORS=false)";
    throw new ConfigError(
      `${who} needs these settings:\n${missing.map((m) => `  ${m}`).join("\n")}`,
    );
  }
  // Texts are simulated where payments are (checked above), unless said otherwise.
  const textSimulators = e.TEXT_SIMULATORS ?? simulators;
  if (textSimulators && e.NODE_ENV === "production") {
    throw new ConfigError(
      "NODE_ENV=production refuses the SMS and WhatsApp simulators: set TEXT_SIMULATORS=false (and AT_* / WHATSAPP_* to send texts)",
    );
  }
  if (textSimulators && !reachableOverLoopback(e.HOST)) {
    throw new ConfigError(
      `HOST=${e.HOST} with the text simulators: the site's SMS and WhatsApp clients reach them over loopback. Set HOST=0.0.0.0 or a loopback address, or TEXT_SIMULATORS=false`,
    );
  }
  if (e.SMTP_USER && !e.SMTP_PASS) {
    throw new ConfigError("Invalid configuration:\n  SMTP_PASS: must be set with SMTP_USER");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessionSecret: e.SESSION_SECRET,
    passwordHashCost: e.PASSWORD_HASH_COST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    mail: {
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE,
            auth: e.SMTP_USER && e.SMTP_PASS ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
          }
        : undefined,
      from: e.MAIL_FROM,
      staffAddress: e.STAFF_EMAIL,
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    rateLimits: {
      contactPerHour: e.CONTACT_LIMIT_PER_HOUR,
      offerPerHour: e.OFFER_LIMIT_PER_HOUR,
      eventsPerMinute: e.EVENTS_LIMIT_PER_MINUTE,
      bookingPerHour: e.BOOKING_LIMIT_PER_HOUR,
      promotionCodesPerHour: e.PROMOTION_CODE_LIMIT_PER_HOUR,
      signIn: { perAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT, perAddress: e.SIGN_IN_LIMIT_PER_ADDRESS },
    },
    streams: {
      perAddress: e.STREAMS_PER_ADDRESS,
      perBooking: e.STREAMS_PER_BOOKING,
      recheckMs: e.STREAM_RECHECK_MS,
    },
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    bookingHorizonDays: e.BOOKING_HORIZON_DAYS,
    holdMinutes: e.HOLD_MINUTES,
    pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
    arrivalCutoff: e.ARRIVAL_CUTOFF,
    holdLimits: {
      perAddress: e.HOLD_LIMIT_PER_ADDRESS,
      roomsPerAddress: e.HOLD_ROOMS_PER_ADDRESS,
      perGuest: e.HOLD_LIMIT_PER_GUEST,
    },
    payments: {
      simulators,
      daraja: {
        baseUrl: simulators
          ? `${localOrigin(e.HOST, e.PORT)}/simulators/daraja`
          : withoutTrailingSlash(e.DARAJA_BASE_URL!),
        consumerKey: e.DARAJA_CONSUMER_KEY ?? "simulator-key",
        consumerSecret: e.DARAJA_CONSUMER_SECRET ?? "simulator-secret",
        shortCode: e.DARAJA_SHORTCODE ?? DARAJA_SANDBOX.shortCode,
        passkey: e.DARAJA_PASSKEY ?? DARAJA_SANDBOX.passkey,
        transactionType: e.DARAJA_TRANSACTION_TYPE,
        partyB: e.DARAJA_PARTY_B ?? e.DARAJA_SHORTCODE ?? DARAJA_SANDBOX.shortCode,
        c2b: {
          shortCode:
            e.DARAJA_C2B_SHORTCODE ??
            e.DARAJA_PARTY_B ??
            e.DARAJA_SHORTCODE ??
            DARAJA_SANDBOX.shortCode,
          version: e.DARAJA_C2B_VERSION,
          validation: e.DARAJA_C2B_VALIDATION,
          responseType: e.DARAJA_C2B_RESPONSE_TYPE,
        },
      },
      pesapal: {
        baseUrl: simulators
          ? `${localOrigin(e.HOST, e.PORT)}/simulators/pesapal`
          : withoutTrailingSlash(e.PESAPAL_BASE_URL!),
        consumerKey: e.PESAPAL_CONSUMER_KEY ?? "simulator-key",
        consumerSecret: e.PESAPAL_CONSUMER_SECRET ?? "simulator-secret",
      },
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
      simulatedPromptSeconds: e.MPESA_PROMPT_SECONDS,
      reconcileEveryMs: e.RECONCILE_EVERY_MS,
      refunds: {
        approvalAboveKes: e.REFUND_APPROVAL_ABOVE_KES,
        daraja: simulators ? "simulated" : darajaRefundsSettings(e),
      },
    },
    texts: textsConfig(e, textSimulators),
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    backups: {
      // Development keeps them beside the project; production and tests only where told.
      dir: e.BACKUP_DIR
        ? path.resolve(e.BACKUP_DIR)
        : e.NODE_ENV === "development"
          ? path.resolve("backups")
          : undefined,
      keep: e.BACKUP_KEEP,
      at: e.BACKUP_AT,
    },
  };
}

/**
 * SMS (Africa's Talking) and WhatsApp (Cloud API): the simulators by default, else the real
 * services when their settings are given; a channel without settings keeps its texts queued.
 */
function textsConfig(e: z.infer<typeof EnvSchema>, simulators: boolean): TextsConfig {
  const local = localOrigin(e.HOST, e.PORT);
  const staffNine = e.STAFF_DUTY_PHONE ? nineDigits(e.STAFF_DUTY_PHONE) : undefined;
  return {
    simulators,
    sms: simulators
      ? {
          baseUrl: `${local}/simulators/sms`,
          username: "sandbox",
          apiKey: "simulator-key",
          senderId: e.AT_SENDER_ID,
        }
      : e.AT_USERNAME && e.AT_API_KEY
        ? {
            baseUrl: withoutTrailingSlash(e.AT_BASE_URL),
            username: e.AT_USERNAME,
            apiKey: e.AT_API_KEY,
            senderId: e.AT_SENDER_ID,
          }
        : undefined,
    whatsapp: simulators
      ? {
          baseUrl: `${local}/simulators/whatsapp`,
          accessToken: "simulator-token",
          phoneNumberId: "100000000000001",
          appSecret: e.WHATSAPP_APP_SECRET,
          verifyToken: e.WHATSAPP_VERIFY_TOKEN,
        }
      : e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            baseUrl: withoutTrailingSlash(e.WHATSAPP_BASE_URL),
            accessToken: e.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
          }
        : undefined,
    staffDutyPhone: staffNine ? msisdn(staffNine) : undefined,
    reminderAt: e.TEXT_REMINDER_AT,
    pollMs: e.TEXT_POLL_MS,
    retryBaseMs: e.TEXT_RETRY_BASE_MS,
    maxAttempts: e.TEXT_MAX_ATTEMPTS,
  };
}

/** localhost, *.localhost, 127.x.y.z or [::1]: an address only this computer opens. */
function isThisMachine(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    (isIP(host) === 4 && host.startsWith("127."))
  );
}

function reachableOverLoopback(host: string): boolean {
  const name = host.toLowerCase();
  return (
    name === "0.0.0.0" ||
    name === "::" ||
    name === "::1" ||
    name === "localhost" ||
    (isIP(name) === 4 && name.startsWith("127."))
  );
}

/**
 * The real Daraja refund settings: all four, or none (M-Pesa refunds then go by hand). Some but
 * not all is a mistake worth stopping for.
 */
function darajaRefundsSettings(e: z.infer<typeof EnvSchema>): DarajaRefundsSettings {
  const given = {
    DARAJA_INITIATOR_NAME: e.DARAJA_INITIATOR_NAME,
    DARAJA_INITIATOR_PASSWORD: e.DARAJA_INITIATOR_PASSWORD,
    DARAJA_CERTIFICATE_PATH: e.DARAJA_CERTIFICATE_PATH,
    DARAJA_B2C_SHORTCODE: e.DARAJA_B2C_SHORTCODE,
  };
  const missing = Object.entries(given).filter(([, value]) => !value);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `M-Pesa refunds need all four settings; missing:\n${missing.map(([name]) => `  ${name}`).join("\n")}`,
    );
  }
  return {
    initiatorName: given.DARAJA_INITIATOR_NAME!,
    initiatorPassword: given.DARAJA_INITIATOR_PASSWORD!,
    certificatePath: path.resolve(given.DARAJA_CERTIFICATE_PATH!),
    b2cShortCode: given.DARAJA_B2C_SHORTCODE!,
  };
}

/** Where this process answers itself: the simulators' address for the payment clients. */
function localOrigin(host: string, port: number): string {
  const any = host === "0.0.0.0" || host === "::";
  const name = any ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** Reads the process environment; the one sanctioned process.env read. */
export function loadConfig(): Config {
  // eslint-disable-next-line no-restricted-properties -- this module is the config boundary
  return parseConfig(process.env);
}
