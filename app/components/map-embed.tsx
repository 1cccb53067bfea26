import { useEffect, useId, useRef, useState } from "react";
import { addressLine, mapUrls } from "../../content/links.ts";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";

/**
 * The map costs nothing until the visitor asks for it (metered mobile data): a button loads the
 * embedded map; the directions link works without it and without JavaScript.
 */
export function MapEmbed() {
  const motel = useContent();
  const t = useT();
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { embed, directions } = mapUrls(motel);
  // The button that had focus is gone: keep the keyboard user's place on the map.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);
  return (
    <div className="map">
      {shown ? (
        <iframe
          ref={frameRef}
          className="map__frame"
          src={embed}
          title={t("common.mapTitle", { name: motel.name, town: motel.address.town })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="map__placeholder">
          <p>{addressLine(motel)}</p>
          <button type="button" className="button" onClick={() => setShown(true)}>
            {t("common.showMap")}
          </button>
        </div>
      )}
      <p>
        <a href={directions} target="_blank" rel="noopener noreferrer">
          {t("common.directions")}
        </a>
      </p>
    </div>
  );
}

/** The "Find Us" band with the map, as home and the contact page show it. */
export function FindUs() {
  const titleId = useId();
  const t = useT();
  return (
    <section className="section section--tint" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>{t("common.findUs")}</h2>
        <MapEmbed />
      </div>
    </section>
  );
}
