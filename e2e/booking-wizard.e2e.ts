// The booking wizard, /book (spec: Booking wizard; sections 4, 5 and 8): steps 1 and 2 with
// every message in the spec's words, the estimator's prefill, the live total, a reload in the
// middle, and the page without JavaScript.
import { english } from "../test/support/english.ts";
import { said, type Said } from "../domain/said.ts";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { motel } from "../content/motel.ts";
import { formatKes } from "../domain/money.ts";
import { nightlyPrice, type PriceTable } from "../domain/pricing.ts";
import { roomTypeOf, type Boarding, type RoomTypeKey } from "../domain/rooms.ts";
import { MAX_ROOMS_PER_STAY } from "../domain/schemas/quote.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { SEED_INVENTORY } from "../server/db/seed.ts";
import { expect, expectAccessible, scriptsRunning, test } from "./fixtures.ts";
import PAYMENT_WORDS from "../i18n/en/payment.ts";
import WIZARD_WORDS from "../i18n/en/wizard.ts";

const today = () => motelDate(new Date());

function wizard(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    heading: page.locator("#book-step-title"),
    banner: page.locator("#book-banner"),
    next: page.getByRole("button", { name: "Next", exact: true }),
    previous: page.getByRole("button", { name: "Previous", exact: true }),
    firstName: field("First name"),
    lastName: field("Last name"),
    email: field("Email"),
    phone: field("Phone number"),
    idNumber: field("ID or passport number"),
    checkIn: field("Check-in date"),
    checkOut: field("Check-out date"),
    checkInTime: field("Check-in time"),
    specialRequests: field("Special requests (optional)"),
    rooms: page.locator(".wizard-room"),
    room: (n: number) => {
      const room = page.getByRole("group", { name: `Room ${n}`, exact: true });
      return {
        type: room.getByLabel("Room type"),
        adults: room.getByLabel("Adults"),
        children: room.getByLabel("Children"),
        boarding: room.getByLabel("Boarding"),
        message: room.locator(".wizard-room__message"),
        price: room.locator(".wizard-room__price"),
        remove: room.getByRole("button", { name: `Remove room ${n}` }),
      };
    },
    addRoom: page.getByRole("button", { name: "Add a room" }),
    figures: page.locator(".wizard-summary__figures dd"),
    summary: page.locator(".wizard-summary__status"),
  };
}

/** Opens /book and waits until its scripts have run (and any kept state is restored). */
async function openWizard(visit: (path: string) => Promise<unknown>, page: Page, path = "/book") {
  await visit(path);
  await expect(page.locator('.wizard[data-ready="true"]')).toBeAttached();
}

const stay = { checkIn: addDays(today(), 10), checkOut: addDays(today(), 13) };

async function fillDetails(
  page: Page,
  dates: { checkIn: string; checkOut: string } = stay,
  phone = "0712 345678",
) {
  const w = wizard(page);
  await w.firstName.fill("Wanjiru");
  await w.lastName.fill("Mwangi");
  await w.email.fill("wanjiru@example.com");
  await w.phone.fill(phone);
  await w.idNumber.fill("12345678");
  await w.checkIn.fill(dates.checkIn);
  await w.checkOut.fill(dates.checkOut);
  await w.checkInTime.fill("14:00");
}

async function toRoomSelection(page: Page, phone?: string, dates = stay) {
  await fillDetails(page, dates, phone);
  await wizard(page).next.click();
  await expect(wizard(page).heading).toHaveText("Room Selection");
}

test("step 1 shows each of the spec's messages in its order, then moves on", async ({
  page,
  visit,
}) => {
  // A dozen submits and their messages: 21-23 s of the 30 s limit on a busy phone run.
  test.slow();
  await openWizard(visit, page);
  const w = wizard(page);
  await expect(page.getByRole("list", { name: "Booking steps" }).getByRole("listitem")).toHaveText([
    "1Personal Details",
    "2Room Selection",
    "3Make Payment",
    "4Enjoy your trip",
  ]);
  await expect(page.locator('[aria-current="step"]')).toContainText("Personal Details");
  await expect(w.heading).toHaveText("Personal Details");
  await expect(w.previous).toHaveCount(0);
  await expect(w.phone).toHaveAttribute("placeholder", "0712 345678");
  await expect(w.checkIn).toHaveAttribute("min", today());
  await expect(w.checkOut).toHaveAttribute("min", addDays(today(), 1));

  /** Next, and the banner's message about one field. */
  const expectBanner = async (message: string, field: ReturnType<typeof wizard>["firstName"]) => {
    await w.next.click();
    await expect(w.banner).toHaveText(message);
    await expect(w.banner).toHaveAttribute("role", "alert");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
    await expect(w.heading).toHaveText("Personal Details");
  };

  await expectBanner(english(said.guestFirstName()), w.firstName);
  await w.firstName.fill("Wa"); // shorter than 3
  await expectBanner(english(said.guestFirstName()), w.firstName);
  await w.firstName.fill("Wanjiru");
  // Fixing the field clears the banner until the next Next.
  await expect(w.banner).toHaveCount(0);
  await expect(w.firstName).not.toHaveAttribute("aria-invalid");
  await expectBanner(english(said.guestLastName()), w.lastName);
  await w.lastName.fill("Mwangi");
  await w.email.fill("wanjiru@example");
  await expectBanner(english(said.guestEmail()), w.email);
  await w.email.fill("wanjiru@example.com");
  await w.phone.fill("0712 3456"); // 8 digits
  await expectBanner(english(said.guestPhone()), w.phone);
  await w.phone.fill("0712 345678");
  await w.idNumber.fill("12345");
  await expectBanner(english(said.guestIdNumber()), w.idNumber);
  await w.idNumber.fill("12345678");
  await expectBanner(english(said.selectCheckIn()), w.checkIn);
  await w.checkIn.fill(stay.checkIn);
  await expectBanner(english(said.selectCheckOut()), w.checkOut);
  await w.checkOut.fill(stay.checkIn); // the same day: no night
  await expectBanner(english(said.selectCheckInTime()), w.checkInTime);
  await w.checkInTime.fill("14:00");
  await expectBanner("Check-out date must be after check-in date.", w.checkOut);
  await expect(w.checkOut).toHaveAttribute("min", addDays(stay.checkIn, 1));

  await w.checkOut.fill(stay.checkOut);
  await w.next.click();
  await expect(w.heading).toHaveText("Room Selection");
  await expect(w.heading).toBeFocused();
  await expect(page.locator('[aria-current="step"]')).toContainText("Room Selection");
  await expect(w.banner).toHaveCount(0);
  await expectAccessible(page);

  // Previous keeps what was typed.
  await w.previous.click();
  await expect(w.heading).toHaveText("Personal Details");
  await expect(w.heading).toBeFocused();
  await expect(w.firstName).toHaveValue("Wanjiru");
  await expect(w.checkOut).toHaveValue(stay.checkOut);
});

test("the estimator's Book link fills the dates and the first room", async ({ page, visit }) => {
  await visit("/room/deluxe");
  await page.waitForLoadState("networkidle");
  const estimator = page.getByRole("region", { name: "Cost Estimator" });
  await estimator.getByLabel("Check-in", { exact: true }).fill(stay.checkIn);
  await estimator.getByLabel("Check-out", { exact: true }).fill(stay.checkOut);
  await estimator.getByLabel("Adults", { exact: true }).fill("2");
  await estimator.getByRole("link", { name: "Book a Room Now" }).click();

  const w = wizard(page);
  await expect(w.heading).toHaveText("Personal Details");
  await expect(w.checkIn).toHaveValue(stay.checkIn);
  await expect(w.checkOut).toHaveValue(stay.checkOut);
  // The values are taken: a reload keeps the guest's edits, not the link's.
  await expect(page).toHaveURL(/\/book$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Book");
  await fillDetails(page);
  await w.next.click();
  await expect(w.rooms).toHaveCount(1);
  await expect(w.room(1).type).toHaveValue("deluxe");
  await expect(w.room(1).adults).toHaveValue("2");
  await expect(w.room(1).boarding).toHaveValue("bed_breakfast");
});

test("a link's invalid values are ignored", async ({ page, visit }) => {
  await openWizard(
    visit,
    page,
    `/book?guests=9&checkIn=2020-01-01&checkOut=${stay.checkOut}&room=penthouse`,
  );
  const w = wizard(page);
  await expect(w.checkIn).toHaveValue("");
  await expect(w.checkOut).toHaveValue(stay.checkOut);
  await fillDetails(page);
  await w.next.click();
  await expect(w.room(1).type).toHaveValue("standard");
  await expect(w.room(1).adults).toHaveValue("1");
  await expect(w.room(1).children).toHaveValue("0");
  await expect(w.room(1).boarding).toHaveValue("bed_breakfast");
});

test("rooms are added and removed, and a room without a price stops Next", async ({
  page,
  visit,
}) => {
  await openWizard(visit, page);
  await toRoomSelection(page);
  const w = wizard(page);
  // One room, the spec's default; it cannot be removed.
  await expect(w.rooms).toHaveCount(1);
  await expect(w.room(1).type).toHaveValue("standard");
  await expect(w.room(1).type.locator("option")).toHaveText([
    "Standard Room",
    "Twin Room",
    "Deluxe Room",
    "Executive Room",
    "Executive Double Room",
    "Family Room",
  ]);
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  await w.addRoom.click();
  await expect(w.rooms).toHaveCount(2);
  await expect(w.room(2).type).toBeFocused();
  await expect(w.room(1).remove).toBeVisible();
  await expect(w.room(2).remove).toBeVisible();

  // One adult in a family room is not priced: the room says so, Next says the spec's banner.
  await w.room(2).type.selectOption("family");
  await expect(w.room(2).adults).toHaveValue("2"); // the family room's minimum
  await w.room(2).adults.selectOption("1");
  await expect(w.room(2).message).toHaveText(english(said.roomAdults()));
  await expect(w.room(2).adults).toHaveAttribute("aria-invalid", "true");
  await expect(w.room(2).adults).toHaveAccessibleDescription(english(said.roomAdults()));
  await expect(w.figures.last()).toHaveText("KES 0");
  await w.next.click();
  await expect(w.banner).toHaveText(english(said.roomIssue()));
  await expect(w.heading).toHaveText("Room Selection");
  await expectAccessible(page);

  await w.room(2).adults.selectOption("3");
  await expect(w.room(2).message).toHaveCount(0);
  await expect(w.banner).toHaveCount(0);
  // Family rooms have no full board in the seeded table: it is not offered.
  await expect(w.room(2).boarding.locator("option")).toHaveText(["Bed & Breakfast", "Half Board"]);

  await w.room(1).remove.click();
  await expect(w.rooms).toHaveCount(1);
  await expect(w.room(1).type).toHaveValue("family");
  await expect(w.room(1).adults).toHaveValue("3");
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(w.addRoom).toBeFocused();

  // Up to ten rooms; then the page says why no more.
  for (let n = 2; n <= MAX_ROOMS_PER_STAY; n++) await w.addRoom.click();
  await expect(w.rooms).toHaveCount(MAX_ROOMS_PER_STAY);
  await expect(w.addRoom).toHaveAttribute("aria-disabled", "true");
  await w.addRoom.click({ force: true }); // aria-disabled: it stays focusable and says why
  await expect(w.rooms).toHaveCount(MAX_ROOMS_PER_STAY);
  await expect(w.addRoom).toHaveAccessibleDescription(
    english(said.tooManyRooms(MAX_ROOMS_PER_STAY)),
  );
});

test("the live total of several rooms is the price table's nightly prices times the nights", async ({
  page,
  visit,
}) => {
  const response = await page.request.get("/api/prices");
  expect(response.status()).toBe(200);
  const { prices } = (await response.json()) as { prices: PriceTable };
  const choice: { type: RoomTypeKey; adults: number; boarding: Boarding }[] = [
    { type: "deluxe", adults: 2, boarding: "half_board" },
    { type: "family", adults: 2, boarding: "bed_breakfast" },
    { type: "standard", adults: 1, boarding: "full_board" },
  ];
  const nightly = choice.map((room) => nightlyPrice(prices, room.type, room.adults, room.boarding));
  expect(nightly.every((price) => typeof price === "number" && price > 0)).toBe(true);
  const perNight = nightly.reduce<number>((sum, price) => sum + (price ?? 0), 0);
  const nights = 3; // stay.checkIn to stay.checkOut

  await openWizard(visit, page);
  await toRoomSelection(page);
  const w = wizard(page);
  for (const [i, room] of choice.entries()) {
    if (i > 0) await w.addRoom.click();
    const fields = w.room(i + 1);
    await fields.type.selectOption(room.type);
    await fields.adults.selectOption(String(room.adults));
    await fields.boarding.selectOption(room.boarding);
    // Children change no price: two in the family room with two adults (decision 029).
    await fields.children.selectOption(i === 1 ? "2" : "0");
    await expect(fields.price).toHaveText(`KES ${nightly[i]!.toLocaleString("en-KE")} per night`);
  }
  await expect(w.figures).toHaveText([
    formatKes(perNight),
    String(nights),
    formatKes(perNight * nights),
  ]);
  for (const type of ["deluxe", "family", "standard"] as const) {
    await expect(w.summary).toContainText(
      `${roomTypeOf(type).name}: ${SEED_INVENTORY[type]} left for these dates`,
    );
  }
  // Any change of rooms resets the total to 0 until the new one is worked out.
  await w.room(3).boarding.selectOption("bed_breakfast");
  const cheaper = perNight - nightly[2]! + nightlyPrice(prices, "standard", 1, "bed_breakfast")!;
  await expect(w.figures.last()).toHaveText(formatKes(cheaper * nights));

  await w.next.click();
  await expect(w.heading).toHaveText("Make Payment");
  await expect(page.locator(".wizard-review")).toContainText(formatKes(cheaper * nights));
});

test("a reload in the middle keeps the step, the details and the rooms", async ({
  page,
  visit,
}) => {
  await openWizard(visit, page);
  await toRoomSelection(page);
  const w = wizard(page);
  await w.addRoom.click();
  await w.room(2).type.selectOption("standard_double");
  await w.room(2).adults.selectOption("3");
  await w.room(2).children.selectOption("1");
  await w.room(2).boarding.selectOption("half_board");
  await expect(w.figures.last()).not.toHaveText("KES 0");
  const total = await w.figures.last().textContent();

  // While the scripts load, the server's step 1 stays hidden: no flash of an empty form.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-booking-restoring", "");
  await expect(page.locator(".wizard")).toBeHidden();
  release();
  await expect(page.locator('.wizard[data-ready="true"]')).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-booking-restoring");
  await expect(w.heading).toHaveText("Room Selection");
  await expect(w.rooms).toHaveCount(2);
  await expect(w.room(2).type).toHaveValue("standard_double");
  await expect(w.room(2).adults).toHaveValue("3");
  await expect(w.room(2).children).toHaveValue("1");
  await expect(w.room(2).boarding).toHaveValue("half_board");
  await expect(w.figures.last()).toHaveText(total!);
  await w.previous.click();
  await expect(w.firstName).toHaveValue("Wanjiru");
  await expect(w.email).toHaveValue("wanjiru@example.com");
  await expect(w.checkIn).toHaveValue(stay.checkIn);
  await expect(w.checkInTime).toHaveValue("14:00");
});

test("the wizard's checks come when the guest first touches it; Next pressed before waits for them", async ({
  page,
  visit,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/checks-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openWizard(visit, page);
  const w = wizard(page);
  // The schema library is not part of the page: a guest who only looks never downloads it.
  expect(fetched.filter((path) => /\/assets\/(checks|zod)-/.test(path))).toEqual([]);

  await w.next.click();
  await expect.poll(() => fetched.some((path) => /\/assets\/checks-/.test(path))).toBe(true);
  await expect(w.heading).toHaveText("Personal Details");
  release();
  await expect(w.banner).toHaveText(english(said.guestFirstName()));
  await expect(w.firstName).toHaveAttribute("aria-invalid", "true");
});

test("checks that cannot be fetched say so, and a later Next fetches them again", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  let refuse = true;
  await page.route(/\/assets\/checks-[^/]*\.js$/, (route) =>
    refuse ? route.abort("internetdisconnected") : route.continue(),
  );
  await openWizard(visit, page);
  const w = wizard(page);
  await w.next.click();
  await expect(w.banner).toHaveText(english(said.failed()));
  await expect(w.heading).toHaveText("Personal Details");

  refuse = false;
  await w.next.click();
  await expect(w.banner).toHaveText(english(said.guestFirstName()));
});

test("a kept state whose checks cannot be fetched is left as kept, and a later reload brings it back", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
  await openWizard(visit, page);
  await toRoomSelection(page);
  const w = wizard(page);
  await expect(w.heading).toHaveText("Room Selection");

  let refuse = true;
  await page.route(/\/assets\/checks-[^/]*\.js$/, (route) =>
    refuse ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.reload();
  await expect(page.locator('.wizard[data-ready="true"]')).toBeVisible();
  await expect(w.heading).toHaveText("Personal Details");
  await expect(w.firstName).toHaveValue("");

  refuse = false;
  await page.reload();
  await expect(page.locator('.wizard[data-ready="true"]')).toBeVisible();
  await expect(w.heading).toHaveText("Room Selection");
  await w.previous.click();
  await expect(w.firstName).toHaveValue("Wanjiru");
});

test("the payment step checks the M-Pesa number before anything is sent", async ({
  page,
  visit,
}) => {
  await openWizard(visit, page);
  await toRoomSelection(page);
  const w = wizard(page);
  await expect(w.figures.last()).not.toHaveText("KES 0");
  await w.next.click();
  await expect(w.heading).toHaveText("Make Payment");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["M-Pesa", "Card"]);
  await expect(page.getByRole("tab", { name: "M-Pesa" })).toHaveAttribute("aria-selected", "true");
  const number = page.getByLabel("M-Pesa phone number (after +254)");
  // The step-1 phone is a Kenyan mobile: its 9 digits are there already.
  await expect(number).toHaveValue("712345678");
  await expect(page.getByRole("button", { name: "Make Payment" })).toBeVisible();
  await expect(page.getByRole("link", { name: /simulated phone/ })).toHaveAttribute(
    "href",
    "/simulators/daraja/phone?msisdn=254712345678",
  );
  let asked = false;
  await page.route("**/api/bookings**", (route) => {
    asked = true;
    return route.abort();
  });
  await number.fill("71234");
  await page.getByRole("button", { name: "Make Payment" }).click();
  await expect(page.locator("#book-pay-error")).toHaveText(english(said.invalidPhone()));
  await expect(number).toHaveAttribute("aria-invalid", "true");
  expect(asked).toBe(false);
  await expectAccessible(page);
  // Arrow keys move between the tabs without choosing (choosing Card orders a card payment).
  await page.getByRole("tab", { name: "M-Pesa" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Card" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "M-Pesa" })).toHaveAttribute("aria-selected", "true");
});

test.describe("payment", () => {
  /** Each project pays from its own phone number: the simulated phone lists prompts by number. */
  const mpesaNumber = (project: string) => (project === "phone" ? "711000311" : "711000312");

  /**
   * Steps 1 and 2 with two rooms, then step 3; the total the page shows. Bookings hold their
   * rooms on the one shared server: each test and project books its own dates.
   */
  async function toPayment(page: Page, phone: string, testInfo: TestInfo, slot: number) {
    const first = 40 + 4 * slot + (testInfo.project.name === "phone" ? 0 : 2);
    const dates = { checkIn: addDays(today(), first), checkOut: addDays(today(), first + 2) };
    await toRoomSelection(page, phone, dates);
    const w = wizard(page);
    await w.addRoom.click();
    await w.room(2).type.selectOption("standard_double");
    await w.room(2).children.selectOption("2");
    await expect(w.figures.last()).not.toHaveText("KES 0");
    const total = (await w.figures.last().textContent())!;
    await w.next.click();
    await expect(w.heading).toHaveText("Make Payment");
    return total;
  }

  test("two rooms paid by M-Pesa on the simulated phone: cancelled, then paid on try again", async ({
    page,
    visit,
    context,
  }, testInfo) => {
    const nine = mpesaNumber(testInfo.project.name);
    const created: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings") {
        created.push(request.url());
      }
    });
    await openWizard(visit, page);
    const total = await toPayment(page, `0${nine.slice(0, 3)} ${nine.slice(3)}`, testInfo, 0);
    const w = wizard(page);
    const number = page.getByLabel("M-Pesa phone number (after +254)");
    await expect(number).toHaveValue(nine);
    const status = page.locator(".wizard-pay__status");
    await expect(status).toHaveAttribute("role", "status");

    await page.getByRole("button", { name: "Make Payment" }).click();
    await expect(status).toHaveText(english(said.requestProcessing()));
    await expect(page.getByRole("button", { name: "processing..." })).toBeDisabled();
    await expect(w.previous).toBeDisabled();
    await expect(page.getByRole("tab", { name: "Card" })).toHaveAttribute("aria-disabled", "true");

    // The guest's phone: the prompt asks for the page's total; the guest cancels it.
    const [phone] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /simulated phone/ }).click(),
    ]);
    await expect(phone.getByText(`Pay ${total}`)).toBeVisible();
    // The account the prompt names: the booking's reference, spelt as the site spells it.
    const account = /account (\w+)\./.exec(
      (await phone.locator(".message").first().textContent())!,
    )![1]!;
    await phone.getByRole("button", { name: "Cancel" }).click();
    await expect(status).toHaveText(english(said.mpesaCancelled()));
    await expect(page.getByRole("button", { name: "try again" })).toBeEnabled();
    await expect(page.locator(".wizard__call-us")).toHaveText(
      `Having trouble paying? Call our customer service on ${motel.phones.map((p) => p.display).join(" or ")}.`,
    );
    await expectAccessible(page);

    // Try again: the same booking, a new prompt; this time the PIN pays.
    await page.getByRole("button", { name: "try again" }).click();
    await expect(status).toHaveText(english(said.requestProcessing()));
    // The phone page refreshes itself too (meta refresh): a reload may race it, so look again
    // until the new prompt shows.
    await expect(async () => {
      await phone.goto(phone.url());
      await expect(phone.getByLabel("Enter M-PESA PIN")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await phone.getByLabel("Enter M-PESA PIN").fill("1234");
    await phone.getByRole("button", { name: "Accept" }).click();

    await expect(w.heading).toHaveText("Enjoy your trip");
    await expect(w.heading).toBeFocused();
    await expect(page.getByText(english(said.paid()))).toBeVisible();
    const reference = page.locator(".confirmation__reference strong");
    await expect(reference).toHaveText(/^GO[2-9A-Z]{8}$/);
    await expect(reference).toHaveText(account);
    await expect(page.locator(".wizard-done")).toContainText("wanjiru@example.com");
    await expect(page.locator(".wizard-done")).toContainText(`${total} paid`);
    await expect(page.getByRole("link", { name: "Find my booking" })).toHaveAttribute(
      "href",
      "/my-booking",
    );
    await expect(page).toHaveURL(/\/book\?step=4&booking=[0-9a-f-]{36}$/);
    expect(created).toHaveLength(1);
    // Paid: the tab forgets the wizard; a reload shows the confirmation again, from the server.
    expect(await page.evaluate(() => sessionStorage.getItem("motel.booking.v1"))).toBeNull();
    const shown = await reference.textContent();
    await page.reload();
    await expect(page.locator(".confirmation__reference strong")).toHaveText(shown!);
    await expect(page.getByText(english(said.paid()))).toBeVisible();
    await expectAccessible(page);

    // Find my booking reads it the same, and takes it with the old dash, in lower case.
    await visit("/my-booking");
    await page
      .getByLabel("Booking reference")
      .fill(`${account.slice(0, 2)}-${account.slice(2, 6)} ${account.slice(6)}`.toLowerCase());
    await page.getByLabel("Email").fill("wanjiru@example.com");
    await page.getByRole("button", { name: "Find my booking" }).click();
    await expect(page.getByRole("heading", { name: `Booking ${account}` })).toBeVisible();
  });

  /**
   * Card payments start on the address the provider sends the guest back to (PUBLIC_URL, here
   * localhost), as in production, where the wizard's kept state belongs to that one origin.
   */
  const siteUrl = () => process.env.E2E_BASE_URL!.replace("127.0.0.1", "localhost");

  /** Counts the bookings the page makes (POST /api/bookings). */
  function countBookings(page: Page) {
    const made: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings") {
        made.push(request.url());
      }
    });
    return made;
  }

  /**
   * Clicks in the provider's (cross-origin) frame once the page has drawn the frame where it now
   * is. The browser sends a press into such a frame by where it last drew it: a press sent in the
   * same breath as the scroll that brought the button into view (as Playwright's click does) went
   * to the page's <iframe> element and was lost, so no payment was posted. A guest presses what
   * is on the screen.
   */
  async function clickInFrame(page: Page, target: Locator) {
    await target.scrollIntoViewIfNeeded();
    const drawn = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await page.evaluate(drawn);
    await target.evaluate(drawn);
    await target.click();
  }

  async function payByCard(page: Page, card: string) {
    const made = countBookings(page);
    await page.getByRole("tab", { name: "Card" }).click();
    // The tab only explains (decision 010): no booking, no hold, no order until Pay by card.
    await expect(page.getByRole("button", { name: PAYMENT_WORDS.payByCard })).toBeVisible();
    await expect(page.locator('iframe[title="Card payment"]')).toHaveCount(0);
    expect(made).toHaveLength(0);
    await page.getByRole("button", { name: PAYMENT_WORDS.payByCard }).click();
    const frame = page.locator('iframe[title="Card payment"]');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("height", "500");
    expect((await frame.boundingBox())?.height).toBe(500);
    const card_ = page.frameLocator('iframe[title="Card payment"]');
    await card_.getByLabel("Card number").fill(card);
    await card_.getByLabel("Expiry date").fill("12/39");
    await card_.getByLabel("Security code (CVV)").fill("123");
    await card_.getByLabel("Name on card").fill("Wanjiru Mwangi");
    await clickInFrame(page, card_.getByRole("button", { name: /^Pay KES/ }));
    // The provider sends the whole page (not the frame) back to step 4, after its notification
    // and the status check: on a loaded two-core machine that can take half a minute.
    await page.waitForURL(/\/book\?step=4&/, { timeout: 45_000 });
    // The booking, from the address the scripts then tidy away.
    const booking = new URL(page.url()).searchParams.get("booking")!;
    await scriptsRunning(page); // a new page, drawn by the server before its scripts run
    return booking;
  }

  test("a card payment: the provider's page in the frame, then step 4 with the thank-you", async ({
    page,
    visit,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openWizard(visit, page, `${siteUrl()}/book`);
    const total = await toPayment(page, "+44 20 7946 0958", testInfo, 1);
    // A foreign phone: the M-Pesa number is left for the guest to type.
    await expect(page.getByLabel("M-Pesa phone number (after +254)")).toHaveValue("");
    await payByCard(page, "4111 1111 1111 1111");
    const w = wizard(page);
    await expect(w.heading).toHaveText("Enjoy your trip");
    await expect(page.locator(".wizard-done__description")).toHaveText(
      PAYMENT_WORDS.cardSuccessDescription,
    );
    await expect(page.getByText(english(said.paid()))).toBeVisible();
    await expect(page.locator(".confirmation__reference strong")).toHaveText(/^GO[2-9A-Z]{8}$/);
    await expect(page.locator(".wizard-done")).toContainText(`${total} paid`);
    expect(await page.evaluate(() => sessionStorage.getItem("motel.booking.v1"))).toBeNull();
    await expectAccessible(page);
  });

  test("a declined card: Make Payment under Payment not completed, the spec's card problem, the numbers, try again", async ({
    page,
    visit,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await openWizard(visit, page, `${siteUrl()}/book`);
    const total = await toPayment(page, "+44 20 7946 0958", testInfo, 2);
    const bookingId = await payByCard(page, "4000 0000 0000 0002");
    const w = wizard(page);
    // Not "Enjoy your trip": the stepper stays on Make Payment, the address carries no text.
    await expect(w.heading).toHaveText("Make Payment");
    await expect(page.locator('.wizard-steps [aria-current="step"]')).toContainText("Make Payment");
    await expect(page).toHaveURL(/\/book$/);
    // The card page returned to the top of the page: "Payment not completed" is brought into view
    // and focused, on a phone too.
    const notCompleted = page.getByRole("heading", { name: PAYMENT_WORDS.notCompleted });
    await expect(notCompleted).toBeInViewport();
    await expect(notCompleted).toBeFocused();
    // The decline as the server stored it for this booking's latest attempt.
    const stored = (await (await request.get(`/api/bookings/${bookingId}`)).json()) as {
      booking: { status: string; payment: { status: string; message: Said } };
    };
    expect(stored.booking.status).toBe("pending");
    expect(stored.booking.payment.status).toBe("failed");
    expect(stored.booking.payment.message).toEqual(said.cardProblem());
    await expect(page.locator(".wizard-pay__status")).toHaveText(english(said.cardProblem()));
    // The bank's own words, quoted under ours, their run-together sentences apart.
    await expect(page.locator(".wizard-pay__bank")).toHaveText(
      "Your bank's own words: Unable to Authorize Transaction. Kindly contact your bank for assistance",
    );
    await expect(page.locator(".wizard-pay__bank q")).toHaveAttribute("lang", "en");
    await expect(page.getByText(english(said.paid()))).toHaveCount(0);
    await expect(page.locator(".wizard-done")).toHaveCount(0);
    await expect(page.locator(".wizard__call-us")).toHaveText(
      `Having trouble paying? Call our customer service on ${motel.phones.map((p) => p.display).join(" or ")}.`,
    );
    await expect(page.locator(".wizard-review__rooms li")).toHaveCount(2);
    await expect(page.locator(".wizard-review__stay dd").last()).toHaveText(total);
    await expect(page.getByRole("tab", { name: "Card" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "try again" })).toBeVisible();
    await page.locator(".wizard").screenshot({ path: testInfo.outputPath("declined-card.png") });
    await expectAccessible(page);

    // Try again: the same booking (still held), a new card page.
    const made = countBookings(page);
    await page.getByRole("button", { name: "try again" }).click();
    await expect(page.locator('iframe[title="Card payment"]')).toBeVisible();
    expect(made).toHaveLength(0);
  });

  test("a made-up step-4 address prints none of its text", async ({ page, visit }) => {
    const phishing = "Pay again to till 123456";
    for (const booking of ["", "&booking=0b8f3a56-2f7e-4c1b-9a0e-3c5d7e9f1a2b"]) {
      await openWizard(
        visit,
        page,
        `/book?step=4${booking}&description=${encodeURIComponent(phishing)}`,
      );
      await expect(wizard(page).heading).toHaveText("Personal Details");
      await expect(page.getByText(phishing)).toHaveCount(0);
      await expect(page.getByText(english(said.paid()))).toHaveCount(0);
      expect(await page.content()).not.toContain("till 123456");
    }
  });

  test("switching between M-Pesa and card keeps one booking; Cancel this booking releases it", async ({
    page,
    visit,
    request,
  }, testInfo) => {
    await openWizard(visit, page, `${siteUrl()}/book`);
    await toPayment(page, "+44 20 7946 0958", testInfo, 3);
    const made = countBookings(page);
    await page.getByRole("tab", { name: "Card" }).click();
    await page.getByRole("button", { name: PAYMENT_WORDS.payByCard }).click();
    await expect(page.locator('iframe[title="Card payment"]')).toBeVisible();
    await page.getByRole("tab", { name: "M-Pesa" }).click();
    await page.getByRole("tab", { name: "Card" }).click();
    await page.getByRole("button", { name: PAYMENT_WORDS.payByCard }).click();
    await expect(page.locator('iframe[title="Card payment"]')).toBeVisible();
    expect(made).toHaveLength(1);
    const kept = (await page.evaluate(() => sessionStorage.getItem("motel.booking.v1")))!;
    const bookingId = (JSON.parse(kept) as { booking: { id: string } }).booking.id;

    await page.getByRole("button", { name: PAYMENT_WORDS.cancelBooking }).click();
    await expect(page.locator(".wizard-pay__status")).toHaveText(english(said.bookingReleased()));
    await expect(page.locator('iframe[title="Card payment"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: PAYMENT_WORDS.cancelBooking })).toHaveCount(0);
    const view = (await (await request.get(`/api/bookings/${bookingId}`)).json()) as {
      booking: { status: string };
    };
    expect(view.booking.status).toBe("cancelled");
    await page.locator(".wizard").screenshot({ path: testInfo.outputPath("released.png") });
    await expectAccessible(page);
  });

  test("sold out at the pay button: the message, Change rooms or dates with the choices kept, WhatsApp and call", async ({
    page,
    visit,
    request,
    allowConsoleErrors,
  }, testInfo) => {
    // The booking API answers 409 (sold out): the browser logs the status.
    allowConsoleErrors(/status of 409/);
    const first = 90 + (testInfo.project.name === "phone" ? 0 : 3);
    const dates = { checkIn: addDays(today(), first), checkOut: addDays(today(), first + 2) };
    await openWizard(visit, page);
    await toRoomSelection(page, "0712 345678", dates);
    const w = wizard(page);
    await w.room(1).type.selectOption("family");
    await w.room(1).adults.selectOption("3");
    await expect(w.figures.last()).not.toHaveText("KES 0");
    await w.next.click();
    await expect(w.heading).toHaveText("Make Payment");
    // Meanwhile someone else takes every family room for those nights.
    const taken = await request.post("/api/bookings", {
      data: {
        firstName: "Other",
        lastName: "Guest",
        email: "other.guest@example.com",
        phone: "0722 000999",
        idNumber: "87654321",
        ...dates,
        checkInTime: "12:00",
        rooms: Array.from({ length: SEED_INVENTORY.family }, () => ({
          type: "family",
          adults: 2,
          children: 0,
          boarding: "bed_breakfast",
        })),
      },
    });
    expect(taken.status()).toBe(201);
    await page.getByRole("button", { name: "Make Payment" }).click();
    await expect(page.getByRole("heading", { name: PAYMENT_WORDS.notCompleted })).toBeVisible();
    await expect(page.locator(".wizard-pay__status")).toHaveText(english(said.soldOut("family")));
    await expect(page.getByRole("button", { name: "try again" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "WhatsApp us" }).last()).toBeVisible();
    await expect(
      page.getByRole("link", { name: `Call ${motel.phones[0].display}` }).last(),
    ).toBeVisible();
    await page.locator(".wizard").screenshot({ path: testInfo.outputPath("sold-out.png") });
    await expectAccessible(page);
    await page.getByRole("button", { name: PAYMENT_WORDS.changeRooms }).click();
    await expect(w.heading).toHaveText("Room Selection");
    await expect(w.room(1).type).toHaveValue("family");
    await expect(w.room(1).adults).toHaveValue("3");
    await w.previous.click();
    await expect(w.checkIn).toHaveValue(dates.checkIn);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // axe needs scripts in the page: /book is checked in the tests above.
  test("/book shows step 1 and the other ways to book", async ({ page }) => {
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 2, name: "Personal Details" })).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toBeVisible();
    // Playwright's text and role queries skip <noscript>: CSS reaches it.
    const note = page.locator(".wizard__noscript");
    await expect(note).toBeVisible();
    await expect(note.locator("p").first()).toHaveText(WIZARD_WORDS.book_needsJavaScript);
    await expect(note.locator("a", { hasText: "WhatsApp us" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/254/,
    );
    await expect(note.locator("a", { hasText: `Call ${motel.phones[0].display}` })).toHaveAttribute(
      "href",
      `tel:${motel.phones[0].e164}`,
    );
    // Nothing pretends to work: Next waits for the scripts.
    await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
