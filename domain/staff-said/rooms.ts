// The rooms page (/admin/rooms) and the stay moves that give rooms: check-in with room numbers, check-out, move (was ROOM_MESSAGES).
// Codes with their values, worded by i18n/en/said-rooms.ts.
import { say } from "../say.ts";

export const roomSaid = {} as const;
void say;
