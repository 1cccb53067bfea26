// Step 3's summary of the booking as it will be made.
import { perNightWords, StayPriceLines } from "./quote-summary.tsx";
import { formatKes } from "../../../domain/money.ts";
import { dateInWords } from "../../../domain/date-words.ts";
import { roomTypeOf } from "../../../domain/rooms.ts";
import { INTL_LOCALE } from "../../../i18n/locales.ts";
import { useT } from "../../i18n.tsx";
import { boardingName, roomName } from "../../room-words.ts";
import { Figures } from "./figures.tsx";
import type { Quote } from "./use-quote.ts";
import type { WizardState } from "./wizard-state.ts";

/** The booking as it will be made: rooms, dates, nights and total. */
export function StaySummary({
  state,
  quote,
  totalKes,
}: {
  state: WizardState;
  quote: Quote;
  totalKes: number;
}) {
  const t = useT();
  const stayDate = (date: string) => dateInWords(date, INTL_LOCALE[t.lang]);
  const answer = quote.status === "ready" ? quote.answer : null;
  const { checkIn, checkOut, checkInTime } = state.details;
  return (
    <section className="wizard-review" aria-labelledby="book-review-title">
      <h3 id="book-review-title">{t("wizard.yourBooking")}</h3>
      <ul className="wizard-review__rooms">
        {state.rooms.map((room, i) => {
          const nights = answer?.rooms[i]?.nights ?? [];
          return (
            <li key={i}>
              <strong>{roomName(t, roomTypeOf(room.type))}</strong>:{" "}
              {t("wizard.guests", { adults: room.adults, children: room.children })},{" "}
              {boardingName(t, room.boarding)}
              {nights.length > 0 && (
                <span>
                  {" "}
                  ·{" "}
                  {perNightWords(
                    t,
                    nights.map((night) => night.amountKes),
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Figures
        className="wizard-review__stay"
        items={[
          {
            label: t("wizard.checkIn"),
            value: t("wizard.arrival", { date: stayDate(checkIn), time: checkInTime }),
          },
          { label: t("wizard.checkOut"), value: stayDate(checkOut) },
          { label: t("wizard.nights"), value: answer?.nights ?? 0 },
          { label: t("wizard.total"), value: formatKes(totalKes), total: true },
        ]}
      />
      {answer && <StayPriceLines answer={answer} />}
    </section>
  );
}
