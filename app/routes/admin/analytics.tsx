// /admin/analytics: the site's first-party analytics as charts over a chosen period. The charts
// are SVG made on the server, so they show without any script.
import type { Route } from "./+types/analytics";
import { motelLongDate } from "../../../domain/time.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { BarChart } from "../../features/admin-analytics/bar-chart.tsx";
import { FunnelChart } from "../../features/admin-analytics/funnel-chart.tsx";
import { PeriodPicker } from "../../features/admin-analytics/period-picker.tsx";
import { VisitsChart } from "../../features/admin-analytics/visits-chart.tsx";
import { loadAnalytics } from "./analytics.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAnalytics(request, context, new Date());
}

export function meta() {
  return adminMeta("Analytics");
}

const longDate = (date: string) => motelLongDate(new Date(`${date}T12:00:00+03:00`));

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { today, period, error, report } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title">Analytics</h1>
      <p className="analytics-range">
        {longDate(period.from)} to {longDate(period.to)}
      </p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
      <PeriodPicker period={period} today={today} />
      <VisitsChart visits={report.visits} />
      <div className="analytics-grid">
        <BarChart
          id="rooms-title"
          title="Most viewed rooms"
          items={report.rooms}
          unit="views"
          empty="No room pages were viewed in this period."
        />
        <FunnelChart steps={report.funnel} />
        <BarChart
          id="downloads-title"
          title="Downloads"
          items={report.downloads}
          unit="downloads"
          empty="Nothing was downloaded in this period."
        />
        <BarChart
          id="contact-title"
          title="Contact clicks"
          items={report.contactClicks}
          unit="clicks"
          empty="No contact links were clicked in this period."
        />
        <BarChart
          id="social-title"
          title="Social clicks"
          items={report.socialClicks}
          unit="clicks"
          empty="No social links were clicked in this period."
        />
      </div>
      <p className="analytics-note">
        Visitors are counted once a day without cookies, so a guest who comes back on another day
        counts again. Bookings and payments are recorded by the server and have no visitor.
      </p>
    </section>
  );
}
