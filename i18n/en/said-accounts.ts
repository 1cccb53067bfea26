// What sign-in, the staff accounts and the analytics period are told
// (domain/staff-said/accounts.ts), in words.
export default {
  periodBadDate: "Please choose a from date and a to date.",
  periodUnknown: "Please choose one of the periods offered.",
  periodFromAfterTo: "The from date must be on or before the to date.",
  periodInFuture: "The period cannot end after today.",
  periodTooLong: "Please choose a period of at most {maxDays} days.",
  periodShowingDefault: "Showing the last {days} days instead.",
} satisfies Record<string, string>;
