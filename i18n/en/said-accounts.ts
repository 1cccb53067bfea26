// What sign-in, the staff accounts and the analytics period are told
// (domain/staff-said/accounts.ts), in words.
export default {
  // Signing in: spec section 4 and 5 for the empty field and the refusal.
  fillAllFields: "Please fill all fields",
  incorrect: "Incorrect email or password",
  tooManyAttempts: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  busy: "Many people are signing in right now. Please wait a few seconds and try again.",
  signIn: "Please sign in.",
  notAllowed: "Only an admin can do this.",
  // The staff accounts' forms.
  nameRequired: "Please enter the staff member's name",
  invalidEmail: "Please enter a valid email",
  chooseRole: "Please choose a role",
  shortPassword: "The password must be at least {min} characters long.",
  longPassword: "The password can be at most {max} characters long.",
  emailTaken: "An account with this email already exists.",
  wrongCurrentPassword: "Your current password is not right.",
  noSuchAccount: "There is no such account.",
  lastAdmin: "The motel must keep at least one admin who can sign in.",
  // The analytics page's period.
  periodBadDate: "Please choose a from date and a to date.",
  periodUnknown: "Please choose one of the periods offered.",
  periodFromAfterTo: "The from date must be on or before the to date.",
  periodInFuture: "The period cannot end after today.",
  periodTooLong: "Please choose a period of at most {maxDays} days.",
  periodShowingDefault: "Showing the last {days} days instead.",
  // The staff accounts' answers.
  passwordChanged: "Your password is changed. Your other sessions have ended.",
  didNotWork: "That did not work.",
  accountCreated: "Account created for {email}. Give them the password in person.",
  accountDisabled: "Account disabled: its sessions have ended.",
  accountEnabled: "Account enabled.",
  roleChanged: "Role changed.",
  passwordSet: "Password set. That account's sessions have ended.",
} satisfies Record<string, string>;
