// Booking changes travel through the database (NOTIFY inside the transaction that makes them, so
// they are delivered only once committed), to every app instance: the status a guest's page
// shows is pushed to it by whichever instance holds its event stream.
import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";

const CHANNEL = "booking_changed";

/** Inside the transaction that changed the booking. */
export async function notifyBookingChanged(tx: Db, bookingId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${bookingId})`);
}

export type BookingEvents = {
  /** Calls onChange whenever the booking changes; returns the unsubscribe function. */
  subscribe(bookingId: string, onChange: () => void): () => void;
  /** Calls onClose when the process stops listening (shutdown): open streams end then. */
  onClose(onClose: () => void): () => void;
  close(): Promise<void>;
};

/** One LISTEN per process, fanned out to the open event streams. */
export async function listenForBookingChanges(database: Database): Promise<BookingEvents> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open stream
  const closers = new Set<() => void>();
  const stop = await database.listen(CHANNEL, (bookingId) => emitter.emit(bookingId));
  return {
    subscribe(bookingId, onChange) {
      emitter.on(bookingId, onChange);
      return () => emitter.off(bookingId, onChange);
    },
    onClose(onClose) {
      closers.add(onClose);
      return () => closers.delete(onClose);
    },
    async close() {
      for (const onClose of closers) onClose();
      closers.clear();
      emitter.removeAllListeners();
      await stop();
    },
  };
}
