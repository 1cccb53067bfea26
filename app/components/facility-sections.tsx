// The parts a facility page is made of (restaurant, terrace, conference): a hero with the page's
// picture and title, and sections that set words beside a picture.
import type { ReactNode } from "react";
import type { ImageSlot } from "../../content/images.ts";
import { Picture } from "./picture.tsx";

/** The page's picture behind its title, and what `children` add under the title. */
export function PageHero({
  slot,
  titleId,
  title,
  children,
}: {
  slot: ImageSlot;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="page-hero" aria-labelledby={titleId}>
      <Picture slot={slot} sizes="100vw" priority className="page-hero__image" decorative />
      <div className="container page-hero__content">
        <h1 id={titleId}>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** A picture of a split section: half the width on a desktop, the whole on a phone. */
export function SplitPicture({ slot }: { slot: ImageSlot }) {
  return <Picture slot={slot} sizes="(min-width: 900px) 540px, 100vw" className="rounded" />;
}

/** A heading and its words beside a picture (`media`), which comes first when `mediaFirst`. */
export function SplitSection({
  titleId,
  title,
  media,
  mediaFirst = false,
  tint = false,
  children,
}: {
  titleId: string;
  title: string;
  media: ReactNode;
  mediaFirst?: boolean;
  tint?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tint ? "section section--tint" : "section"} aria-labelledby={titleId}>
      <div className="container split">
        {mediaFirst && media}
        <div>
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
        {!mediaFirst && media}
      </div>
    </section>
  );
}
