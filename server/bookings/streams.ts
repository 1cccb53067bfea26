// The guests' live booking streams (GET /api/bookings/:id/events), counted and shared. Each
// client address and each booking may hold only so many streams open (beyond that: refused, and
// the page polls instead), and all the streams of one booking share one hub: one database read
// per change notice or periodic re-read, its view fanned out to every stream of that booking.
// The hub goes when its last stream does.
import type { BookingView } from "../../domain/booking-view.ts";
import type { Logger } from "../observability/logger.ts";
import type { BookingEvents } from "./events.ts";

export type StreamLimits = {
  /** Open streams per client address. */
  perAddress: number;
  /** Open streams per booking, whoever holds them. */
  perBooking: number;
  /** How often a hub re-reads its booking anyway (a NOTIFY can be lost on a reconnect). */
  recheckMs: number;
};

export type StreamSubscriber = (view: BookingView) => void;

type ReadResult = BookingView | undefined | "unavailable";

/** A place taken for one stream; leave() gives it back (once, however often it is called). */
export type StreamSlot = {
  /**
   * The booking's current view (undefined: no such booking; "unavailable": the database did not
   * answer), then every change to onView.
   */
  join(onView: StreamSubscriber): Promise<ReadResult>;
  leave(): void;
};

export type StreamStats = {
  /** Streams open now. */
  open: number;
  /** Bookings with at least one open stream (one hub each). */
  bookings: number;
  /** Reads of a booking made for streams since the start. */
  reads: number;
};

export type BookingStreams = {
  /** A slot for a new stream, or which limit refuses it. Synchronous: counted at once. */
  take(bookingId: string, address: string): StreamSlot | { refused: "address" | "booking" };
  stats(): StreamStats;
};

type Hub = {
  subscribers: Set<StreamSubscriber>;
  /** Slots taken for this booking, joined or not yet. */
  slots: number;
  /** The last view read (JSON, to send only changes), and the read under way. */
  last: string | undefined;
  reading: Promise<ReadResult> | undefined;
  /** A change came during a read: read once more after it. */
  again: boolean;
  stop: () => void;
};

export function createBookingStreams({
  events,
  read,
  limits,
  log,
}: {
  events: BookingEvents;
  /** Reads one booking's view (undefined: there is no such booking). */
  read: (bookingId: string) => Promise<BookingView | undefined>;
  limits: StreamLimits;
  log: Logger;
}): BookingStreams {
  const perAddress = new Map<string, number>();
  const hubs = new Map<string, Hub>();
  let open = 0;
  let reads = 0;

  function hubFor(bookingId: string): Hub {
    const existing = hubs.get(bookingId);
    if (existing) return existing;
    const hub: Hub = {
      subscribers: new Set(),
      slots: 0,
      last: undefined,
      reading: undefined,
      again: false,
      stop: () => undefined,
    };
    const unsubscribe = events.subscribe(bookingId, () => void refresh(bookingId, hub));
    const timer = setInterval(() => void refresh(bookingId, hub), limits.recheckMs);
    timer.unref();
    hub.stop = () => {
      unsubscribe();
      clearInterval(timer);
    };
    hubs.set(bookingId, hub);
    return hub;
  }

  /** One read at a time per booking; a change during a read asks for one more read after it. */
  function refresh(bookingId: string, hub: Hub): Promise<ReadResult> {
    if (hub.reading) {
      hub.again = true;
      return hub.reading;
    }
    reads += 1;
    hub.reading = read(bookingId)
      .then((view) => {
        if (view) fanOut(hub, view);
        return view;
      })
      .catch((err: unknown) => {
        log.warn({ err, bookingId }, "a booking stream could not read its booking");
        return "unavailable" as const;
      })
      .finally(() => {
        hub.reading = undefined;
        if (hub.again && hubs.get(bookingId) === hub) {
          hub.again = false;
          void refresh(bookingId, hub);
        }
      });
    return hub.reading;
  }

  function fanOut(hub: Hub, view: BookingView) {
    const data = JSON.stringify(view);
    if (data === hub.last) return;
    hub.last = data;
    for (const subscriber of [...hub.subscribers]) subscriber(view);
  }

  return {
    take(bookingId, address) {
      const fromAddress = perAddress.get(address) ?? 0;
      if (fromAddress >= limits.perAddress) return { refused: "address" };
      if ((hubs.get(bookingId)?.slots ?? 0) >= limits.perBooking) return { refused: "booking" };
      const hub = hubFor(bookingId);
      hub.slots += 1;
      perAddress.set(address, fromAddress + 1);
      open += 1;
      let subscriber: StreamSubscriber | undefined;
      let left = false;
      return {
        async join(onView) {
          if (left) return undefined; // the client has gone: nothing to answer
          // The view the other streams already have, or the read under way, or a first read.
          const current = hub.last
            ? (JSON.parse(hub.last) as BookingView)
            : await (hub.reading ?? refresh(bookingId, hub));
          if (left || !current || current === "unavailable") return current;
          subscriber = onView;
          hub.subscribers.add(onView);
          return current;
        },
        leave() {
          if (left) return;
          left = true;
          open -= 1;
          const remaining = (perAddress.get(address) ?? 1) - 1;
          if (remaining > 0) perAddress.set(address, remaining);
          else perAddress.delete(address);
          if (subscriber) hub.subscribers.delete(subscriber);
          hub.slots -= 1;
          if (hub.slots === 0) {
            hub.stop();
            hubs.delete(bookingId);
          }
        },
      };
    },
    stats: () => ({ open, bookings: hubs.size, reads }),
  };
}
