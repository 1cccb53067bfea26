// What the staff pages are told (domain/staff-said/desk.ts), in words.
export default {} satisfies Record<string, string>;
