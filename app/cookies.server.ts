// The pages' way to the request's cookies (server/cookies.ts).
export { cookieValue } from "../server/cookies.ts";
