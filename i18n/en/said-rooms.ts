// What the staff pages are told (domain/staff-said/rooms.ts), in words.
export default {} satisfies Record<string, string>;
