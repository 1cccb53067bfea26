// What the staff pages are told (domain/staff-said/accounts.ts), in words.
export default {} satisfies Record<string, string>;
