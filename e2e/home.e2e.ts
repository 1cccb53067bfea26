import { HERO_VIDEO, motel } from "../content/motel.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

test("hero: tagline and the two buttons", async ({ page, visit }) => {
  await visit("/");
  await expect(page).toHaveTitle(motel.name);
  await expect(page.getByRole("heading", { level: 1, name: "Simple Made Perfect" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "#about");
  await page.getByRole("link", { name: "Book A Room" }).click();
  await expect(page).toHaveURL(/\/accommodation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Rooms" })).toBeVisible();
  await expectAccessible(page);
});

test.describe("hero video", () => {
  test("plays muted and looping once the page is up, and can be paused", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const video = page.locator("video.hero__video");
    await expect(video).toHaveAttribute("src", HERO_VIDEO);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
    await page.getByRole("button", { name: "Pause video" }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole("button", { name: "Play video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("is never downloaded when the visitor asks to save data", async ({ page, visit }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".mp4")) videoRequests.push(request.url());
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true } });
    });
    await visit("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("video.hero__video")).not.toHaveAttribute("src", /.+/);
    await expect(page.getByRole("button", { name: "Pause video" })).toHaveCount(0);
    expect(videoRequests).toEqual([]);
  });

  test("is never downloaded when the visitor prefers reduced motion", async ({ page, visit }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".mp4")) videoRequests.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("video.hero__video")).not.toHaveAttribute("src", /.+/);
    expect(videoRequests).toEqual([]);
  });
});

test("about, the rooms teaser and View All", async ({ page, visit }) => {
  await visit("/");
  const about = page.locator("#about");
  await expect(about.getByRole("heading", { name: motel.about.heading })).toBeVisible();
  await expect(about).toContainText(motel.about.paragraphs[0]!);
  await expect(about).toContainText("39 rooms in four categories");
  await expect(about).toContainText("alcohol-free zone");

  const teaser = page.getByRole("region", { name: "Our Rooms" });
  await expect(teaser.getByRole("article")).toHaveCount(3);
  await expect(teaser).toContainText("From KES 3,500 per night");
  await teaser.getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/accommodation$/);
});

test("testimonials carousel: three guests from Kenya, auto-advance, pause and buttons", async ({
  page,
  visit,
}) => {
  await visit("/");
  const carousel = page.getByRole("region", { name: "Testimonials", exact: true });
  const slides = carousel.getByRole("group", { name: / of 3$/ });
  await expect(slides).toHaveCount(3);
  for (const [i, t] of motel.testimonials.entries()) {
    await expect(slides.nth(i)).toContainText(`${t.name}, ${t.country}`);
  }
  await carousel.scrollIntoViewIfNeeded();
  // The slide at rest in the track, or -1 while it is still moving.
  const track = carousel.locator(".carousel__track");
  const restingSlide = () =>
    track.evaluate((t) => {
      const position = t.scrollLeft / t.clientWidth;
      return Math.abs(position - Math.round(position)) < 0.01 ? Math.round(position) : -1;
    });

  // It moves on by itself (every 7 s) until paused.
  await expect.poll(restingSlide, { timeout: 12_000 }).toBeGreaterThan(0);
  await carousel.getByRole("button", { name: "Pause Testimonials" }).click();
  await expect(carousel.getByRole("button", { name: "Play Testimonials" })).toBeVisible();
  await expect.poll(restingSlide).toBeGreaterThanOrEqual(0);
  const start = await restingSlide();
  await expect(slides.nth(start)).toBeInViewport({ ratio: 0.9 });

  const next = carousel.getByRole("button", { name: "Next slide: Testimonials" });
  const previous = carousel.getByRole("button", { name: "Previous slide: Testimonials" });
  // As a person would, each click waits for the slide to come to rest.
  await next.click();
  await expect.poll(restingSlide).toBe((start + 1) % 3);
  await expect(slides.nth((start + 1) % 3)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(start)).not.toBeInViewport();
  await previous.click();
  await expect.poll(restingSlide).toBe(start);
  await previous.click();
  await expect.poll(restingSlide).toBe((start + 2) % 3); // wraps around
  await expect(slides.nth((start + 2) % 3)).toBeInViewport({ ratio: 0.9 });
});

test("services: three carousels, the gym one with its prices", async ({ page, visit }) => {
  await visit("/");
  const services = page.locator("#services");
  for (const name of ["Food & Beverage", "Meetings & Events", "Gym & Fitness"]) {
    await expect(services.getByRole("heading", { name, level: 3 })).toBeVisible();
    await expect(services.getByRole("region", { name, exact: true })).toBeVisible();
  }
  const gym = page.locator("#carouselGym");
  await expect(gym).toHaveAttribute("aria-label", "Gym & Fitness");
  await expect(services).toContainText("KES 4,500 per month or KES 1,500 per week");
});

test("counters count up once when scrolled into view, and end with a plus", async ({
  page,
  visit,
}) => {
  await visit("/");
  const values = page.locator(".counters__value");
  await expect(values.first()).toHaveText("0+"); // hydrated, waiting below the fold
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seen: Set<string> }).seen = seen;
    const first = document.querySelector(".counters__value")!;
    new MutationObserver(() => seen.add(first.textContent ?? "")).observe(first, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.getByRole("region", { name: "The motel in numbers" }).scrollIntoViewIfNeeded();
  await expect(values).toHaveText(["10900+", "39+", "10+", "3+"], { timeout: 10_000 });
  await expect(page.getByRole("region", { name: "The motel in numbers" })).toContainText(
    "Happy Guests",
  );
  const seen = await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen]);
  // It counted up from low through many values (a busy browser may draw two ticks as one, so no
  // single tick is asked for).
  const counted = seen.map((text) => Number.parseInt(text, 10));
  expect(counted.length).toBeGreaterThan(10);
  expect(counted[0]).toBeLessThan(10900 / 4);
  expect(counted).toEqual([...counted].sort((a, b) => a - b));

  // Only once: moving around the page does not start it again.
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/#about$/);
  await page.getByRole("region", { name: "The motel in numbers" }).scrollIntoViewIfNeeded();
  await expect(values).toHaveText(["10900+", "39+", "10+", "3+"]);
  expect(
    await page.evaluate(() => (window as unknown as { seen: Set<string> }).seen.has("0+")),
  ).toBe(false);
});

test("counters show their final values at once under reduced motion", async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit("/");
  await expect(page.locator(".counters__value")).toHaveText(["10900+", "39+", "10+", "3+"]);
});

test("experiences: four cards that each book a standard room", async ({ page, visit }) => {
  await visit("/");
  const section = page.locator("#experiences");
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const [i, experience] of motel.experiences.entries()) {
    await expect(cards.nth(i).getByRole("heading")).toHaveText(experience.title);
    await expect(cards.nth(i).getByRole("link", { name: "Book with Us" })).toHaveAttribute(
      "href",
      "/room/standard",
    );
  }
});

test("the map loads only when asked for", async ({ page, visit }) => {
  await visit("/");
  const region = page.getByRole("region", { name: "Find Us" });
  await expect(region.locator("iframe")).toHaveCount(0);
  await expect(region.getByRole("link", { name: "Get directions on Google Maps" })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
  await region.getByRole("button", { name: "Show the map" }).click();
  const map = region.locator(`iframe[title="Map showing ${motel.name} in Gilgil"]`);
  await expect(map).toBeVisible();
  await expect(map).toBeFocused(); // the keyboard user's place is kept
  await expectAccessible(page);
});
