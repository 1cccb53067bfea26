// The front desk's day view (issue 14), as the desk uses it on a phone and at a desk: pick a day
// with the date picker and read its arrivals (one not yet paid), guests in house, departures
// (money to collect) and the rooms free that night; open a booking from its card. The bookings
// are made the way guests make them (the booking API, the payment simulators), on days about a
// year ahead that no other test uses, one set of days per project (the server is shared).
import { formatKes } from "../domain/money.ts";
import { displayMsisdn } from "../domain/phone.ts";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { givenPaidBooking, givenReversedCardBooking, signIn } from "./admin-support.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

test("the day view shows a picked day's arrivals, guests in house, departures and rooms free", async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  // Nights D-2 .. D, 350 days ahead on desktop and 356 on phones: nobody else books them.
  const day = addDays(motelDate(new Date()), phone ? 356 : 350);
  const tag = phone ? "Ph" : "Dk";
  const number = (n: number) => `7190014${phone ? 5 : 0}${n}`;
  const [unpaid, paid, staying, leaving] = await Promise.all([
    givenReversedCardBooking(request, number(1), `Unpaid${tag}`, { checkIn: day, nights: 2 }),
    givenPaidBooking(request, number(2), `Paid${tag}`, { checkIn: day, nights: 1 }),
    givenPaidBooking(request, number(3), `Staying${tag}`, {
      checkIn: addDays(day, -1),
      nights: 2,
    }),
    givenReversedCardBooking(request, number(4), `Leaving${tag}`, {
      checkIn: addDays(day, -2),
      nights: 2,
    }),
  ]);

  await signIn(page, "staff");
  await page.goto("/admin/front-desk");
  await expect(page.getByRole("heading", { name: "Front desk", level: 1 })).toBeVisible();
  await page.getByLabel("Day", { exact: true }).fill(day);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));

  const arrivals = page.getByRole("region", { name: /^Arrivals/ });
  await expect(arrivals.getByRole("heading", { level: 2 })).toHaveText("Arrivals (2)");
  const unpaidCard = arrivals.getByRole("listitem").filter({ hasText: unpaid.reference });
  await expect(unpaidCard).toContainText("Not yet paid");
  await expect(unpaidCard).toContainText(`Balance due${formatKes(unpaid.totalKes)}`);
  await expect(unpaidCard).toContainText("2 nights");
  await expect(unpaidCard).toContainText("Standard Room (no room yet)");
  await expect(unpaidCard).toContainText("Not checked in");
  await expect(unpaidCard.getByRole("link", { name: displayMsisdn(number(1)) })).toHaveAttribute(
    "href",
    `tel:+254${number(1)}`,
  );
  const paidCard = arrivals.getByRole("listitem").filter({ hasText: paid.reference });
  await expect(paidCard).toContainText("Paid in full");
  await expect(paidCard).not.toContainText("Not yet paid");
  await expect(paidCard).toContainText("SourceWebsite");

  const inHouse = page.getByRole("region", { name: /^In house/ });
  await expect(inHouse.getByRole("heading", { level: 2 })).toHaveText("In house (1)");
  await expect(inHouse).toContainText(staying.reference);

  const departures = page.getByRole("region", { name: /^Departures/ });
  await expect(departures.getByRole("heading", { level: 2 })).toHaveText("Departures (1)");
  const leavingCard = departures.getByRole("listitem").filter({ hasText: leaving.reference });
  await expect(leavingCard).toContainText(`To collect${formatKes(leaving.totalKes)}`);

  // The night of the day: the two arrivals and the guest staying on take 3 of 12 standard rooms.
  const free = page.getByRole("region", { name: /^Rooms free/ });
  await expect(free.getByRole("listitem").filter({ hasText: "Standard Room" })).toHaveText(
    /Standard Room\s*9 of 12 free/,
  );
  await expect(page.getByRole("list", { name: "This day in numbers" })).toContainText(
    "2 Arrivals 1 not yet paid",
  );

  // One hand on a phone: nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // A card opens its booking.
  await unpaidCard.getByRole("link", { name: new RegExp(unpaid.reference) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking ${unpaid.reference}`);
});

test("a day that is not a real one is refused with its message, and today is shown", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  await signIn(page, "staff");
  const response = await page.goto("/admin/front-desk?date=2026-02-30");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(
    "Please choose a day (YYYY-MM-DD). Showing today instead.",
  );
  await expect(page.getByText("Today", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: /^Rooms free/ })).toBeVisible();
});
