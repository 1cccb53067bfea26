// The staff pages' words: prices, the rate calendar, promotions, rooms, staff accounts, the account page and analytics.
// English only for now (issue 17): the Kiswahili catalog re-exports this one.
export default {
  // Kiswahili names
  // Labels avoid the word "name": the English input's label is "Name".
  nameSw: "In Kiswahili (optional: empty shows the English)",
  holidayNameSw: "{name} in Kiswahili (optional: empty shows its usual name)",
  savedNameSw: " (Kiswahili: {name})",
} satisfies Record<string, string>;
