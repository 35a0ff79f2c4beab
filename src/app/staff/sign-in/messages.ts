// What the sign-in page says before anyone types, when the sessions cannot be read (the
// database unreachable). Apart from actions.ts, whose module may export only Server Actions.
export const SIGN_IN_UNAVAILABLE =
  "The staff workspace cannot reach its database right now, so nobody can sign in or see leads. If you were signed in, you still are. Try again in a minute.";
