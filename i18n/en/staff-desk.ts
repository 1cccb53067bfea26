// The staff pages' words: bookings, a booking's page and folio, new bookings, the front desk, occupancy, unmatched payments and the cash-up.
// English only for now (issue 17): the Kiswahili catalog re-exports this one.
export default {} satisfies Record<string, string>;
