// Any /api address no other route answers: a JSON 404 (the site's 404 page is for people).
import { HTTP_ANSWERS, jsonError } from "./api.server.ts";

export function loader() {
  return jsonError(404, HTTP_ANSWERS.apiNotFound);
}

export function action() {
  return jsonError(404, HTTP_ANSWERS.apiNotFound);
}
