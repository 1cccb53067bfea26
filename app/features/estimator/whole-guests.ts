/** The estimator's message for a guest count that is not a whole number. */
export const WHOLE_GUESTS = "Please enter the number of guests as a whole number.";
