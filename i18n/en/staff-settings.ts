// The staff pages' words: prices, the rate calendar, promotions, rooms, staff accounts, the account page and analytics.
// English only for now (issue 17): the Kiswahili catalog re-exports this one.
export default {} satisfies Record<string, string>;
