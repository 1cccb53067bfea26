// /admin/analytics: the site's first-party analytics as charts over a chosen period. The charts
// are SVG made on the server, so they show without any script.
import type { Route } from "./+types/analytics";
import { motelLongDate } from "../../../domain/time.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { BarChart } from "../../features/admin-analytics/bar-chart.tsx";
import { FunnelChart } from "../../features/admin-analytics/funnel-chart.tsx";
import { PeriodPicker } from "../../features/admin-analytics/period-picker.tsx";
import { clickName } from "../../features/admin-analytics/names.ts";
import { VisitsChart } from "../../features/admin-analytics/visits-chart.tsx";
import { useT } from "../../i18n.tsx";
import { loadAnalytics } from "./analytics.server.ts";
import { wordTold } from "../../../i18n/said.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAnalytics(request, context, new Date());
}

export const meta = adminTitle("staffSettings.analyticsTitle");

const longDate = (date: string) => motelLongDate(new Date(`${date}T12:00:00+03:00`));

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { today, period, error, report } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title">{t("staffSettings.analyticsTitle")}</h1>
      <p className="analytics-range">
        {t("staffSettings.analyticsRange", {
          from: longDate(period.from),
          to: longDate(period.to),
        })}
      </p>
      {error ? (
        <p role="alert" className="admin-error">
          {error.map((message) => wordTold(t, message)).join(" ")}
        </p>
      ) : null}
      <PeriodPicker period={period} today={today} />
      <VisitsChart visits={report.visits} />
      <div className="analytics-grid">
        <BarChart
          id="rooms-title"
          title={t("staffSettings.mostViewedRooms")}
          items={report.rooms.map((item) => ({ ...item, label: t(`common.type_${item.key}`) }))}
          unit={t("staffSettings.views")}
          empty={t("staffSettings.noRoomViews")}
        />
        <FunnelChart steps={report.funnel} />
        <BarChart
          id="downloads-title"
          title={t("staffSettings.downloads")}
          items={report.downloads.map((item) => ({
            ...item,
            label: t(`staffSettings.download_${item.key}`),
          }))}
          unit={t("staffSettings.downloadsUnit")}
          empty={t("staffSettings.noDownloads")}
        />
        <BarChart
          id="contact-title"
          title={t("staffSettings.contactClicks")}
          items={report.contactClicks.map((item) => ({ ...item, label: clickName(t, item.key) }))}
          unit={t("staffSettings.clicks")}
          empty={t("staffSettings.noContactClicks")}
        />
        <BarChart
          id="social-title"
          title={t("staffSettings.socialClicks")}
          items={report.socialClicks.map((item) => ({ ...item, label: clickName(t, item.key) }))}
          unit={t("staffSettings.clicks")}
          empty={t("staffSettings.noSocialClicks")}
        />
      </div>
      <p className="analytics-note">{t("staffSettings.analyticsNote")}</p>
    </section>
  );
}
