// What the staff pages are told (domain/staff-said/paybill.ts), in words.
export default {} satisfies Record<string, string>;
