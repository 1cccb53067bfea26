import { useEffect } from "react";
import { useLocation } from "react-router";
import { listenForEventClicks, trackWhenIdle } from "../analytics.ts";

/** Installed once by the root: page_view on every navigation, and the data-event clicks. */
export function Analytics() {
  const { pathname } = useLocation();
  useEffect(() => listenForEventClicks(), []);
  // Only the path: query strings may carry an address (the unsubscribe link does).
  useEffect(() => trackWhenIdle({ name: "page_view", props: { page_path: pathname } }), [pathname]);
  return null;
}

/**
 * Google Analytics 4, only when GA_MEASUREMENT_ID is set; our own page_view events feed it.
 * Without cookies or other browser storage (storage consent denied, client_storage none) and
 * without Google signals or ad personalisation, as the privacy policy promises.
 */
export function GoogleAnalyticsTag({ id, nonce }: { id: string; nonce: string | undefined }) {
  const init = [
    "window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};",
    'gtag("consent","default",{analytics_storage:"denied",ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied"});',
    'gtag("js",new Date());',
    `gtag("config",${JSON.stringify(id)},{send_page_view:false,client_storage:"none",allow_google_signals:false,allow_ad_personalization_signals:false});`,
  ].join("");
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`}
        suppressHydrationWarning
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} suppressHydrationWarning />
    </>
  );
}
