// What the staff pages are told (domain/staff-said/prices.ts), in words.
export default {} satisfies Record<string, string>;
