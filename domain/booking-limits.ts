// The bounds a booking's fields are held to: the schemas enforce them, and forms size their
// inputs with them. Apart from the schemas so that a form can read them without the schema
// library (the booking wizard loads its schemas on first use: issue 20).

/** No more rooms than this in one request: a guard against absurd input, not a sales rule. */
export const MAX_ROOMS_PER_STAY = 10;
export const MAX_CHILDREN_PER_ROOM = 4;

export const GUEST_LIMITS = {
  nameMin: 3,
  nameMax: 60,
  email: 254,
  phoneDigitsMin: 9,
  phoneDigitsMax: 15,
  idMin: 6,
  idMax: 20,
  specialRequests: 1000,
} as const;
