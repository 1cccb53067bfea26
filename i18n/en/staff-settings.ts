// The staff pages' words: prices, the rate calendar, promotions, rooms, staff accounts, the account page and analytics.
// English only for now (issue 17): the Kiswahili catalog re-exports this one.
export default {
  // Kiswahili names
  nameSw: "Name in Kiswahili (optional: empty shows the English name)",
  holidayNameSw: "Kiswahili name of {name} (optional: empty shows the English name)",
  savedNameSw: " (Kiswahili: {name})",
} satisfies Record<string, string>;
