// What the staff pages are told (domain/staff-said/content.ts), in words.
export default {} satisfies Record<string, string>;
