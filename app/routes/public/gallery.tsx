import { useState } from "react";
import type { Route } from "./+types/gallery";
import { GALLERY } from "../../../content/gallery.ts";
import { IMAGE_SLOTS, imageUrl, type ImageSlot } from "../../../content/images.ts";
import { motel } from "../../../content/motel.ts";
import { ImageZoom } from "../../components/image-zoom.tsx";
import { Picture } from "../../components/picture.tsx";
import { originFrom, pageMeta } from "../../seo.ts";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Gallery",
    description: `Photos of ${motel.name}: the rooms, restaurant, rooftop terrace, reception, conference room and gym.`,
    path: "/gallery",
    origin: originFrom(matches),
    image: "terrace",
  });
}

export default function Gallery() {
  // The modal steps through the category the visitor opened it from.
  const [zoom, setZoom] = useState<{ slots: readonly ImageSlot[]; index: number } | null>(null);
  return (
    <>
      <section className="page-hero page-hero--plain" aria-labelledby="gallery-title">
        <div className="container page-hero__content">
          <h1 id="gallery-title">Gallery</h1>
          <nav aria-label="Gallery categories">
            <ul className="chips">
              {GALLERY.map((category) => (
                <li key={category.key}>
                  <a href={`#${category.key}`}>{category.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <div className="section">
        <div className="container">
          {GALLERY.map((category) => (
            <section
              key={category.key}
              id={category.key}
              className="gallery-category"
              aria-labelledby={`${category.key}-title`}
            >
              <h2 id={`${category.key}-title`}>{category.label}</h2>
              <ul className="gallery-grid">
                {category.images.map((slot, index) => (
                  <li key={slot}>
                    {/* A link to the large picture, so it works before (or without) JavaScript. */}
                    <a
                      className="gallery-thumb"
                      href={imageUrl(slot, IMAGE_SLOTS[slot].widths[2], "webp")}
                      onClick={(event) => {
                        event.preventDefault();
                        setZoom({ slots: category.images, index });
                      }}
                    >
                      <Picture
                        slot={slot}
                        sizes="(min-width: 1100px) 260px, (min-width: 700px) 30vw, 50vw"
                      />
                      <span className="visually-hidden">Enlarge</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <ImageZoom
        slots={zoom?.slots ?? []}
        index={zoom?.index ?? null}
        onIndex={(index) => setZoom((current) => current && { ...current, index })}
        onClose={() => setZoom(null)}
      />
    </>
  );
}
