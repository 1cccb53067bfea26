import { describe, expect, it } from "vitest";
import { GALLERY } from "../../../content/gallery.ts";
import { GALLERY_LABELS_SW } from "../../../content/gallery.sw.ts";
import { IMAGE_SLOTS } from "../../../content/images.ts";
import { IMAGE_ALTS_SW } from "../../../content/images.sw.ts";
import { galleryIn } from "./gallery.server.ts";

type GalleryView = Parameters<typeof galleryIn>[1];

const view: GalleryView = [
  {
    key: "rooftop",
    label: "Rooftop",
    items: [
      // Built in, a caption copied from the English alt text at staff's first edit, theirs.
      { slot: "terrace", caption: null },
      { slot: "terrace-evening", caption: IMAGE_SLOTS["terrace-evening"].alt },
      { slot: "experience-sundowners", caption: "Sundowners with the Kamau family" },
      { slot: "about", photo: { key: "k1", alt: "A new photo" }, caption: "A new photo" },
    ],
  },
];

describe("the gallery in Kiswahili", () => {
  it("names every category and every picture in Kiswahili", () => {
    for (const category of GALLERY) expect(GALLERY_LABELS_SW[category.key]).toBeTruthy();
    expect(Object.keys(IMAGE_ALTS_SW).sort()).toEqual(Object.keys(IMAGE_SLOTS).sort());
  });

  it("is the view as it is on English pages", () => {
    expect(galleryIn("en", view)).toBe(view);
  });

  it("takes Kiswahili category names", () => {
    const [rooftop] = galleryIn("sw", view);
    expect(rooftop!.label).toBe("Juu ya Paa");
    expect(rooftop!.items).toEqual(view[0]!.items);
  });
});
