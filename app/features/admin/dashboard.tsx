import { Link } from "react-router";
import { canManageStaff, type DashboardFigures, type StaffUser } from "../../../domain/staff.ts";

type Card = { title: string; to: string; text: string; alert?: string };

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** The signed-in home: the spec's Price List and Mail List cards, then the rest of the desk. */
export function Dashboard({
  user,
  figures,
}: {
  user: StaffUser;
  figures: DashboardFigures | null;
}) {
  const f = figures ?? {
    arrivalsToday: 0,
    refundsDue: 0,
    attentionDue: 0,
    messagesWaiting: 0,
    emailsFailed: 0,
    mailingList: 0,
  };
  const cards: Card[] = [
    {
      title: "Price List",
      to: "/admin/prices",
      text: "Room prices, what is offered, rooms per type.",
    },
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
  return (
    <section className="admin-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <p>
        Signed in as {user.name} ({user.email}). <Link to="/admin/account">Your account</Link>
      </p>
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
    </section>
  );
}
