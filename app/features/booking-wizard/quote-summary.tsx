// Step 2's figures: per night, nights and the total from the server, the nights when their
// prices differ, the promotion and taxes, and the rooms left of each type.
import { wordTold } from "../../../i18n/said.ts";
import { useT, type Translate } from "../../i18n.tsx";
import { roomName } from "../../room-words.ts";
import { formatKes } from "../../../domain/money.ts";
import { perNightText } from "../../../domain/price-lines.ts";
import { roomTypeOf } from "../../../domain/rooms.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { Figures } from "./figures.tsx";
import type { Quote, QuoteAnswer } from "./use-quote.ts";
import { stayLines } from "../../../domain/quote.ts";
import { NightLines, TaxLines } from "../../components/price-lines.tsx";
import { type RoomChoice } from "./wizard-state.ts";

/** The rooms' first night: the nightly price of a stay whose nights cost the same. */
function firstNight(answer: QuoteAnswer | null): number {
  if (!answer || answer.message !== null) return 0;
  return answer.rooms.reduce((sum, room) => sum + (room.nights[0]?.amountKes ?? 0), 0);
}

/** The nights grouped by price when they differ, the promotion and the taxes in the total. */
export function StayPriceLines({ answer }: { answer: QuoteAnswer }) {
  const t = useT();
  if (answer.message !== null) return null;
  const lines = stayLines(answer.rooms);
  return (
    <>
      {lines.length > 1 && <NightLines lines={lines} label={t("wizard.yourNights")} />}
      <TaxLines
        taxes={answer.taxes.taxes}
        included={answer.taxes.included}
        discountKes={answer.discountKes}
        promotionCode={answer.promotion?.code ?? null}
      />
    </>
  );
}

/** Per-night subtotal, nights and total from the server, and the rooms left of each type. */
export function QuoteSummary({ rooms, quote }: { rooms: RoomChoice[]; quote: Quote }) {
  const t = useT();
  const answer = quote.status === "ready" ? quote.answer : null;
  // The quote's message about rooms left (a room's own problem shows with the room).
  const shortage =
    answer && answer.rooms.every((room) => room.message === null) ? answer.message : null;
  const types = [...new Set(rooms.map((room) => room.type))];
  return (
    <div className="wizard-summary">
      <Figures
        className="wizard-summary__figures"
        items={[
          // The first night's price of the rooms; the lines below say when nights differ.
          { label: t("wizard.perNightLabel"), value: formatKes(firstNight(answer)) },
          { label: t("wizard.nights"), value: answer?.nights ?? 0 },
          { label: t("wizard.total"), value: formatKes(answer?.totalKes ?? 0), total: true },
        ]}
      />
      {/* Always rendered: a screen reader hears each new total or rooms-left answer. */}
      <div className="wizard-summary__status" role="status">
        {quote.status === "loading" && <p>{t("wizard.workingOut")}</p>}
        {quote.status === "failed" && (
          <p className="wizard-summary__problem">{wordTold(t, quote.error)}</p>
        )}
        {answer && (
          <>
            <p className="visually-hidden">
              {t("wizard.totalFor", { total: formatKes(answer.totalKes), nights: answer.nights })}
            </p>
            <StayPriceLines answer={answer} />
            <ul className="wizard-summary__left">
              {types.map((type) => {
                const left = answer.roomsLeft[type];
                return left === undefined ? null : (
                  <li key={type}>
                    {t("wizard.roomsLeft", { room: roomName(t, roomTypeOf(type)), left })}
                  </li>
                );
              })}
            </ul>
            {shortage && <p className="wizard-summary__problem">{wordTold(t, shortage)}</p>}
          </>
        )}
      </div>
      {quote.status === "failed" && (
        <p>
          <button type="button" className="button button--ghost" onClick={quote.retry}>
            {t("wizard.tryAgain")}
          </button>
        </p>
      )}
      {shortage && (
        <div className="wizard-summary__sold-out">
          <p>{t("wizard.soldOutHint")}</p>
          <AskUs />
        </div>
      )}
    </div>
  );
}

/** "KES 4,500 per night" (the domain's words on English pages), "From …" when nights differ. */
export function perNightWords(t: Translate, amounts: readonly number[]): string {
  if (t.lang === "en") return perNightText(amounts);
  const lowest = Math.min(...amounts);
  const price = formatKes(lowest);
  return amounts.some((amount) => amount !== lowest)
    ? t("wizard.fromPerNight", { price })
    : t("rooms.resultPerNight", { price });
}
