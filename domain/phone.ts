// Kenyan mobile numbers (../shared/reference/kenya.md): the wizard takes the 9 digits after +254;
// Daraja wants the 12-digit MSISDN 254XXXXXXXXX. Any (1|7)XXXXXXXX is accepted and the provider
// has the final say, because the operators' number ranges keep growing.
const NINE_DIGITS = /^[17]\d{8}$/;

/** The 9 digits after +254 from what a guest typed ("0712 345678", "+254712345678", ...). */
export function nineDigits(typed: string): string | undefined {
  let digits = typed.replace(/[\s()-]/g, "");
  if (digits.startsWith("+254")) digits = digits.slice(4);
  else if (digits.startsWith("254") && digits.length === 12) digits = digits.slice(3);
  else if (digits.startsWith("0") && digits.length === 10) digits = digits.slice(1);
  return NINE_DIGITS.test(digits) ? digits : undefined;
}

export function msisdn(nine: string): string {
  return `254${nine}`;
}

/** "+254 712 345678" for people. */
export function displayMsisdn(msisdnOrNine: string): string {
  const nine = msisdnOrNine.length === 12 ? msisdnOrNine.slice(3) : msisdnOrNine;
  return `+254 ${nine.slice(0, 3)} ${nine.slice(3)}`;
}
