import { useState } from "react";
import type { Route } from "./+types/gallery";
import { sitePageMeta } from "../../page-meta.ts";
import { IMAGE_SLOTS, imageUrl } from "../../../content/images.ts";

import { ImageZoom, type ZoomItem } from "../../components/image-zoom.tsx";
import { Picture } from "../../components/picture.tsx";
import { uploadedVariantUrl } from "../../../domain/media-urls.ts";
import { useBuiltInAlt, useSiteMedia } from "../../media-context.tsx";
import { useT } from "../../i18n.tsx";
import { pageLang, pageMessages } from "../../i18n.server.ts";
import { loadGallery } from "./gallery.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    categories: await loadGallery(context, pageLang(request)),
    messages: pageMessages(request, ["gallery"]),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return sitePageMeta(matches, location, (t, motel) => ({
    title: t("gallery.title"),
    description: t("gallery.description", { name: motel.name }),
    path: "/gallery",
    image: "terrace",
  }));
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const uploads = useSiteMedia()?.slots ?? {};
  const builtInAlt = useBuiltInAlt();
  const t = useT();
  const largeUrl = ({ slot, photo }: ZoomItem) => {
    const width = IMAGE_SLOTS[slot].widths[2];
    const uploaded = photo ?? uploads[slot];
    return uploaded
      ? uploadedVariantUrl(uploaded.key, width, "webp")
      : imageUrl(slot, width, "webp");
  };
  // The modal steps through the category the visitor opened it from.
  const [zoom, setZoom] = useState<{ items: readonly ZoomItem[]; index: number } | null>(null);
  return (
    <>
      <section className="page-hero page-hero--plain" aria-labelledby="gallery-title">
        <div className="container page-hero__content">
          <h1 id="gallery-title">{t("gallery.heading")}</h1>
          <nav aria-label={t("gallery.categories")}>
            <ul className="chips">
              {categories.map((category) => (
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
          {categories.map((category, categoryIndex) => (
            <section
              key={category.key}
              id={category.key}
              className="gallery-category"
              aria-labelledby={`${category.key}-title`}
            >
              <h2 id={`${category.key}-title`}>{category.label}</h2>
              <ul className="gallery-grid">
                {category.items.map((item, index) => (
                  <li key={`${index}-${item.photo?.key ?? item.slot}`}>
                    {/* A link to the large picture, so it works before (or without) JavaScript. */}
                    <a
                      className="gallery-thumb"
                      href={largeUrl(item)}
                      onClick={(event) => {
                        event.preventDefault();
                        setZoom({ items: category.items, index });
                      }}
                    >
                      <Picture
                        slot={item.slot}
                        photo={item.photo}
                        sizes="(min-width: 1100px) 260px, (min-width: 700px) 30vw, 50vw"
                        // The first row on a phone is the first screen's largest picture.
                        priority={categoryIndex === 0 && index < 2}
                      />
                      <span className="visually-hidden">{t("gallery.enlarge")}</span>
                    </a>
                    {/* A caption that only repeats the alt text would be read twice. */}
                    {item.caption &&
                      item.caption !== (item.photo ?? uploads[item.slot])?.alt &&
                      item.caption !== builtInAlt(item.slot) && (
                        <p className="gallery-caption" lang={item.captionLang}>
                          {item.caption}
                        </p>
                      )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <ImageZoom
        items={zoom?.items ?? []}
        index={zoom?.index ?? null}
        onIndex={(index) => setZoom((current) => current && { ...current, index })}
        onClose={() => setZoom(null)}
      />
    </>
  );
}
