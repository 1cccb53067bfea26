import { Link } from "react-router";
import { useT } from "../../i18n.tsx";
import { FigureLinks, type FigureLink } from "./figure-links.tsx";
import type { ChecklistItem } from "../../../domain/launch-checklist.ts";
import { LaunchChecklist } from "./launch-checklist.tsx";
import {
  canEditContent,
  canEditPrices,
  canManageStaff,
  type DashboardFigures,
  type StaffUser,
} from "../../../domain/staff.ts";

type Card = { title: string; to: string; text: string; alert?: string };

const NO_FIGURES: DashboardFigures = {
  arrivalsToday: 0,
  arrivalsNotPaid: 0,
  inHouse: 0,
  departuresToday: 0,
  roomsFreeTonight: 0,
  roomsTotal: 0,
  noShowCandidates: 0,
  refundsDue: 0,
  attentionDue: 0,
  mpesaToMatch: 0,
  messagesWaiting: 0,
  emailsFailed: 0,
  mailingList: 0,
};

/** Today's numbers, each a link to its list on the front desk's day view. */
function Today({ f }: { f: DashboardFigures }) {
  const t = useT();
  const figures: FigureLink[] = [
    {
      label: t("staff.arrivalsToday"),
      value: String(f.arrivalsToday),
      to: "/admin/front-desk#arrivals",
      note: f.arrivalsNotPaid > 0 ? t("staff.notYetPaid", { count: f.arrivalsNotPaid }) : undefined,
    },
    {
      label: t("staff.guestsInHouse"),
      value: String(f.inHouse),
      to: "/admin/front-desk#in-house",
    },
    {
      label: t("staff.departuresToday"),
      value: String(f.departuresToday),
      to: "/admin/front-desk#departures",
    },
    {
      label: t("staff.roomsFreeTonight"),
      value: t("staff.roomsFreeOf", { free: f.roomsFreeTonight, total: f.roomsTotal }),
      to: "/admin/front-desk#rooms-free",
    },
    {
      label: t("staff.noShowCandidates"),
      value: String(f.noShowCandidates),
      to: "/admin/front-desk#no-shows",
      alert: f.noShowCandidates > 0,
    },
  ];
  return (
    <section aria-labelledby="today-title" className="admin-today">
      <h2 id="today-title">{t("staff.todayTitle")}</h2>
      <FigureLinks figures={figures} />
    </section>
  );
}

/**
 * The signed-in home: today's numbers, then the front desk, the spec's Price List (admins) and
 * Mail List cards, and the rest of the staff area.
 */
export function Dashboard({
  user,
  figures,
  checklist,
}: {
  user: StaffUser;
  figures: DashboardFigures | null;
  /** The launch checklist, for those who edit the content. */
  checklist: readonly ChecklistItem[] | null;
}) {
  const t = useT();
  const f = figures ?? NO_FIGURES;
  const contentCard: Card = {
    title: t("staff.contentCard"),
    to: "/admin/content",
    text: t("staff.contentCardText"),
    alert: checklist?.length ? t("staff.contentCardAlert", { count: checklist.length }) : undefined,
  };
  // The content role edits the site only: no desk figures, no desk cards.
  const deskCards: Card[] = [
    {
      title: t("staff.frontDeskCard"),
      to: "/admin/front-desk",
      text: t("staff.frontDeskCardText"),
      alert:
        f.noShowCandidates > 0
          ? t("staff.frontDeskCardAlert", { count: f.noShowCandidates })
          : undefined,
    },
    ...(canEditPrices(user)
      ? [
          {
            title: t("staff.priceListCard"),
            to: "/admin/prices",
            text: t("staff.priceListCardText"),
          },
        ]
      : []),
    {
      title: t("staff.mailListCard"),
      to: "/admin/mailing",
      text: t("staff.mailListCardText", { count: f.mailingList }),
    },
    {
      title: t("staff.bookingsCard"),
      to: "/admin/bookings",
      text: t("staff.bookingsCardText", { count: f.arrivalsToday }),
      alert:
        [
          f.attentionDue > 0
            ? t("staff.bookingsCardAttention", { count: f.attentionDue })
            : undefined,
          f.refundsDue > 0 ? t("staff.bookingsCardRefunds", { count: f.refundsDue }) : undefined,
        ]
          .filter(Boolean)
          .join(", ") || undefined,
    },
    {
      title: t("staffDesk.unmatchedTitle"),
      to: "/admin/payments/unmatched",
      text: t("staff.paybillCardText"),
      alert:
        f.mpesaToMatch > 0 ? t("staff.paybillCardAlert", { count: f.mpesaToMatch }) : undefined,
    },
    {
      title: t("staff.messagesCard"),
      to: "/admin/messages",
      text: t("staff.messagesCardText", { count: f.messagesWaiting }),
      alert:
        f.emailsFailed > 0 ? t("staff.messagesCardAlert", { count: f.emailsFailed }) : undefined,
    },
    {
      title: t("staff.analyticsCard"),
      to: "/admin/analytics",
      text: t("staff.analyticsCardText"),
    },
    ...(canManageStaff(user)
      ? [
          {
            title: t("staff.staffCard"),
            to: "/admin/staff",
            text: t("staff.staffCardText"),
          },
        ]
      : []),
  ];
  const desk = user.role !== "content";
  const cards = [...(desk ? deskCards : []), ...(canEditContent(user) ? [contentCard] : [])];
  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t("staff.dashboardTitle")}</h1>
      <p>
        {t.rich("staff.signedInAs", {
          name: user.name,
          email: user.email,
          account: (chunks) => <Link to="/admin/account">{chunks}</Link>,
        })}
      </p>
      {desk && <Today f={f} />}
      <ul className="admin-cards">
        {cards.map((card) => (
          <li key={card.to} className="admin-card">
            <h2>
              <Link to={card.to}>{card.title}</Link>
            </h2>
            <p>{card.text}</p>
            {card.alert && <p className="admin-badge admin-badge--alert">{card.alert}</p>}
          </li>
        ))}
      </ul>
      {checklist && <LaunchChecklist items={checklist} />}
    </section>
  );
}
