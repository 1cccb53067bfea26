// The staff session as routes see it: who is signed in (from the session cookie), and the guards
// every admin loader and action calls first. Pages redirect a signed-out browser to the sign-in
// form; resource routes (CSV, JSON) answer 401. The front desk gets 403 on admin-only work.
import { redirect, type RouterContextProvider } from "react-router";
import { accountSaid } from "../../../domain/staff-said/accounts.ts";
import { contentSaid } from "../../../domain/staff-said/content.ts";
import {
  canEditContent,
  mayDo,
  mayOpenStaffPage,
  type AdminPermission,
  type StaffUser,
} from "../../../domain/staff.ts";
import { staffWords } from "../../../i18n/messages.server.ts";
import { servicesContext } from "../../../server/context.ts";
import { BodyError, readForm } from "../../../server/http/request-body.ts";
import {
  endAllSessions,
  endSession,
  SESSION_MAX_MS,
  userOfSession,
} from "../../../server/staff/sessions.ts";
import { cookieValue } from "../../cookies.server.ts";

type Context = Readonly<RouterContextProvider>;

/** `__Host-` (HTTPS only) binds the cookie to our exact host and path /, unset by subdomains. */
export function sessionCookieName(context: Context): string {
  return isHttps(context) ? "__Host-motel_staff" : "motel_staff";
}

function isHttps(context: Context): boolean {
  return context.get(servicesContext).config.publicUrl.startsWith("https://");
}

export function sessionToken(request: Request, context: Context): string {
  return cookieValue(request, sessionCookieName(context));
}

export function sessionCookie(context: Context, token: string): string {
  const attributes = [
    `${sessionCookieName(context)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.floor(SESSION_MAX_MS / 1000)}`,
  ];
  if (isHttps(context)) attributes.push("Secure");
  return attributes.join("; ");
}

export function clearedSessionCookie(context: Context): string {
  const attributes = [
    `${sessionCookieName(context)}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
  ];
  if (isHttps(context)) attributes.push("Secure");
  return attributes.join("; ");
}

/** The signed-in staff member, or undefined. */
export async function currentStaff(
  request: Request,
  context: Context,
): Promise<StaffUser | undefined> {
  const token = sessionToken(request, context);
  if (!token) return undefined;
  return userOfSession(context.get(servicesContext).database.db, token);
}

const NO_STORE = { "Cache-Control": "no-store" };

/** The largest staff form (the whole price table with what it was loaded with) is about 10 KB. */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * A staff form's fields, read with a size limit; a body too large, of another type or malformed
 * is answered 413, 415 or 400 (never a 500, never megabytes buffered).
 */
export async function readAdminForm(
  request: Request,
  options: { multiLine?: readonly string[] } = {},
): Promise<URLSearchParams> {
  try {
    return await readForm(request, MAX_FORM_BYTES, options);
  } catch (error) {
    if (error instanceof BodyError) {
      throw new Response(error.message, { status: error.status, headers: NO_STORE });
    }
    throw error;
  }
}

/**
 * Pages: the staff member, or a redirect to the sign-in form at /admin, which comes back here
 * after signing in (a link in a new-booking email opens that booking).
 */
export async function requireStaff(request: Request, context: Context): Promise<StaffUser> {
  const user = await currentStaff(request, context);
  if (!user) {
    const back = request.method === "GET" ? pageAddress(request.url) : "";
    throw redirect(back ? `/admin?next=${encodeURIComponent(back)}` : "/admin", {
      headers: NO_STORE,
    });
  }
  refuseOutsideRole(user, request);
  return user;
}

/** The content role opens only the dashboard, its account and the content pages: 403 elsewhere. */
function refuseOutsideRole(user: StaffUser, request: Request): void {
  if (!mayOpenStaffPage(user, new URL(request.url).pathname))
    throw new Response(staffWords(contentSaid.notYourRole()), { status: 403, headers: NO_STORE });
}

/** The content pages (/admin/content/...): admins and the content role; the front desk gets 403. */
export async function requireContentEditor(request: Request, context: Context): Promise<StaffUser> {
  const user = await requireStaff(request, context);
  if (!canEditContent(user))
    throw new Response(staffWords(contentSaid.notContentEditor()), {
      status: 403,
      headers: NO_STORE,
    });
  return user;
}

/**
 * The page a request is for: a client-side navigation asks for /admin/staff.data?_routes=...,
 * the page itself is /admin/staff. Empty for the sign-in page itself.
 */
function pageAddress(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\.data$/, "");
  return pathname === "/admin" ? "" : pathname + url.search;
}

/** Where to go after signing in: only a page of the admin area on this site. */
export function safeNext(next: string | null): string {
  // Printable ASCII only: anything else cannot go in a Location header.
  if (!next || !/^\/admin\/[\x21-\x7e]*$/.test(next) || next.includes("\\")) {
    return "/admin";
  }
  return next;
}

/**
 * Pages only admins may use (staff accounts, prices, rooms: domain/staff.ts says which role may
 * do what): the front desk gets 403.
 */
export async function requireAdmin(
  request: Request,
  context: Context,
  permission: AdminPermission,
): Promise<StaffUser> {
  const user = await requireStaff(request, context);
  if (!mayDo(user, permission))
    throw new Response(staffWords(accountSaid.notAllowed()), { status: 403, headers: NO_STORE });
  return user;
}

/** Resource routes (downloads, JSON): 401 rather than a redirect a script would follow. */
export async function requireStaffApi(request: Request, context: Context): Promise<StaffUser> {
  const user = await currentStaff(request, context);
  if (!user) {
    throw Response.json(
      { error: staffWords(accountSaid.signIn()), said: accountSaid.signIn() },
      { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Session" } },
    );
  }
  refuseOutsideRole(user, request);
  return user;
}

/** Logout: ends this session (or, with `everywhere`, every session of the account). */
export async function signOut(request: Request, context: Context): Promise<Response> {
  const db = context.get(servicesContext).database.db;
  const token = sessionToken(request, context);
  const form = await readAdminForm(request);
  if (form.get("everywhere") === "true") {
    const user = await userOfSession(db, token);
    if (user) await endAllSessions(db, user.id);
  }
  await endSession(db, token);
  return redirect("/admin", {
    headers: { "Set-Cookie": clearedSessionCookie(context), ...NO_STORE },
  });
}
