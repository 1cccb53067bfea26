import { Link } from "react-router";
import { PAYBILL_MESSAGES } from "../../../domain/messages.ts";
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

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

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
  const figures: FigureLink[] = [
    {
      label: "Arrivals today",
      value: String(f.arrivalsToday),
      to: "/admin/front-desk#arrivals",
      note: f.arrivalsNotPaid > 0 ? `${f.arrivalsNotPaid} not yet paid` : undefined,
    },
    { label: "Guests in house", value: String(f.inHouse), to: "/admin/front-desk#in-house" },
    {
      label: "Departures today",
      value: String(f.departuresToday),
      to: "/admin/front-desk#departures",
    },
    {
      label: "Rooms free tonight",
      value: `${f.roomsFreeTonight} of ${f.roomsTotal}`,
      to: "/admin/front-desk#rooms-free",
    },
    {
      label: "No-show candidates",
      value: String(f.noShowCandidates),
      to: "/admin/front-desk#no-shows",
      alert: f.noShowCandidates > 0,
    },
  ];
  return (
    <section aria-labelledby="today-title" className="admin-today">
      <h2 id="today-title">Today</h2>
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
  const f = figures ?? NO_FIGURES;
  const contentCard: Card = {
    title: "Content",
    to: "/admin/content",
    text: "The site's facts, texts and testimonials; the launch checklist.",
    alert: checklist?.length ? `${checklist.length} still to replace before launch` : undefined,
  };
  // The content role edits the site only: no desk figures, no desk cards.
  const deskCards: Card[] = [
    {
      title: "Front desk",
      to: "/admin/front-desk",
      text: "Today's arrivals, guests in house, departures and rooms free tonight.",
      alert:
        f.noShowCandidates > 0
          ? `${plural(f.noShowCandidates, "booking", "bookings")} past the arrival cut-off`
          : undefined,
    },
    ...(canEditPrices(user)
      ? [
          {
            title: "Price List",
            to: "/admin/prices",
            text: "Room prices, what is offered, rooms per type.",
          },
        ]
      : []),
    {
      title: "Mail List",
      to: "/admin/mailing",
      text: `${plural(f.mailingList, "address", "addresses")} on the Special Offer list.`,
    },
    {
      title: "Bookings",
      to: "/admin/bookings",
      text: `${plural(f.arrivalsToday, "arrival", "arrivals")} today. Occupancy for the next 30 days.`,
      alert:
        [
          f.attentionDue > 0
            ? `${plural(f.attentionDue, "payment", "payments")} needing attention`
            : undefined,
          f.refundsDue > 0 ? `${plural(f.refundsDue, "payment", "payments")} to refund` : undefined,
        ]
          .filter(Boolean)
          .join(", ") || undefined,
    },
    {
      title: PAYBILL_MESSAGES.queueTitle,
      to: "/admin/payments/unmatched",
      text: "Paybill money that named no booking, and prompts paid after we gave up on them.",
      alert:
        f.mpesaToMatch > 0
          ? `${plural(f.mpesaToMatch, "payment", "payments")} to match`
          : undefined,
    },
    {
      title: "Messages",
      to: "/admin/messages",
      text: `${plural(f.messagesWaiting, "message", "messages")} waiting. Emails sent by the site.`,
      alert:
        f.emailsFailed > 0
          ? `${plural(f.emailsFailed, "email", "emails")} not delivered`
          : undefined,
    },
    {
      title: "Analytics",
      to: "/admin/analytics",
      text: "Visits, room interest, downloads and the booking funnel.",
    },
    ...(canManageStaff(user)
      ? [
          {
            title: "Staff",
            to: "/admin/staff",
            text: "Staff accounts: add, disable, reset a password.",
          },
        ]
      : []),
  ];
  const desk = user.role !== "content";
  const cards = [...(desk ? deskCards : []), ...(canEditContent(user) ? [contentCard] : [])];
  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>
        Signed in as {user.name} ({user.email}). <Link to="/admin/account">Your account</Link>
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
