// The pages' way to the request's cookies (server/http/cookies.ts).
export { cookieValue } from "../server/http/cookies.ts";
