// One cookie's value from a request's Cookie header ("" when absent): the staff session and the
// remembered language read their cookies here.
export function cookieValue(request: Request, name: string): string {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return "";
}
