import { motel } from "../content/motel.ts";
import { SITEMAP_PATHS } from "../app/seo.ts";
import { hasSwahili, pathIn } from "../i18n/locales.ts";
import { expect, test } from "./fixtures.ts";

test("every public page has its own title, description, canonical URL and link preview", async ({
  page,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const path of SITEMAP_PATHS) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toContain(motel.name);
    titles.add(title);
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await meta('meta[name="description"]'), path).toBeTruthy();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname, path).toBe(path);
    expect(await meta('meta[property="og:title"]'), path).toBe(title);
    expect(await meta('meta[property="og:url"]'), path).toBe(canonical);
    const image = await meta('meta[property="og:image"]');
    const response = await page.request.get(new URL(new URL(image!).pathname, baseURL).href);
    expect(response.headers()["content-type"], `${path} og:image`).toMatch(/^image\//);
    expect(await meta('meta[name="twitter:card"]'), path).toBe("summary_large_image");
  }
  expect(titles.size).toBe(SITEMAP_PATHS.length);
});

test("the home page's JSON-LD describes the motel as a Hotel with its rooms", async ({ page }) => {
  await page.goto("/");
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(data["@type"]).toBe("Hotel");
  expect(data.name).toBe(motel.name);
  expect(data.address.addressLocality).toBe("Gilgil");
  expect(data.geo.latitude).toBe(motel.map.latitude);
  expect(data.telephone).toEqual(motel.phones.map((p) => p.e164));
  expect(data.containsPlace).toHaveLength(6);
  expect(data.containsPlace[0].offers.priceCurrency).toBe("KES");
});

test("sitemap.xml lists the public pages and robots.txt keeps crawlers out of admin", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  // A page in both languages is listed in both (its Kiswahili address right after it).
  expect(locs).toEqual(
    SITEMAP_PATHS.flatMap((path) => (hasSwahili(path) ? [path, pathIn("sw", path)] : [path])),
  );

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
