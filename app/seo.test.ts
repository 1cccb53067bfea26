import { describe, expect, it } from "vitest";
import { motel } from "../content/motel.ts";
import { originFrom, pageMeta, photosFrom } from "./seo.ts";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Our Rooms",
    description: "Rooms and prices",
    path: "/accommodation",
    siteName: "Gilgil Oasis Motel",
    origin: "https://motel.example",
    image: "room-deluxe",
  });
  const find = (key: string, value: string) =>
    meta.find((m) => (m as Record<string, string>)[key] === value) as Record<string, string>;

  it("titles the page after the motel", () => {
    expect(meta).toContainEqual({ title: `Our Rooms | ${motel.name}` });
    const home = pageMeta({
      title: motel.name,
      description: "x",
      path: "/",
      origin: "",
      siteName: motel.name,
    });
    expect(home).toContainEqual({ title: motel.name });
  });

  it("gives an absolute canonical URL and a link preview with an image", () => {
    expect(find("rel", "canonical").href).toBe("https://motel.example/accommodation");
    expect(find("property", "og:url").content).toBe("https://motel.example/accommodation");
    expect(find("property", "og:image").content).toBe(
      "https://motel.example/media/images/room-deluxe-800.webp",
    );
    expect(find("name", "description").content).toBe("Rooms and prices");
    expect(find("name", "twitter:card").content).toBe("summary_large_image");
  });

  it("previews the photo staff uploaded for the slot", () => {
    const matches = [{ id: "root", loaderData: { media: { slots: { hero: { key: "k1" } } } } }];
    const previewed = pageMeta({
      title: "Home",
      description: "x",
      path: "/",
      origin: "https://motel.example",
      siteName: motel.name,
      photos: photosFrom(matches),
    });
    expect(previewed).toContainEqual({
      property: "og:image",
      content: "https://motel.example/media/u/k1-1280.webp",
    });
    expect(photosFrom([])).toEqual({});
  });
});

describe("originFrom", () => {
  it("reads the origin from the root route's data", () => {
    expect(
      originFrom([
        { id: "root", loaderData: { siteName: "Gilgil Oasis Motel", origin: "https://m.example" } },
      ]),
    ).toBe("https://m.example");
    expect(originFrom([undefined, { id: "routes/x" }])).toBe("");
  });
});
