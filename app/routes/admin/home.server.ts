import { data, redirect, type RouterContextProvider } from "react-router";
import { canEditContent } from "../../../domain/staff.ts";
import { launchChecklist } from "../../../server/content/launch.ts";
import { servicesContext } from "../../../server/context.ts";
import { dashboardFigures } from "../../../server/staff/dashboard.ts";
import { BUSY_RETRY_AFTER_S, signIn } from "../../../server/staff/login.ts";
import { endSession } from "../../../server/staff/sessions.ts";
import { apiServices } from "../api/api.server.ts";
import {
  currentStaff,
  readAdminForm,
  safeNext,
  sessionCookie,
  sessionToken,
} from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** Signed out: the login form; signed in: the dashboard and its figures. */
export async function loadAdminHome(request: Request, context: Context, now: Date) {
  const user = await currentStaff(request, context);
  if (!user) return { user: null, figures: null, checklist: null };
  const db = context.get(servicesContext).database.db;
  return {
    user,
    figures: user.role === "content" ? null : await dashboardFigures(db, now),
    checklist: canEditContent(user) ? await launchChecklist(context) : null,
  };
}

export async function signInAction(request: Request, context: Context, now: Date) {
  const services = apiServices(context);
  const form = await readAdminForm(request);
  const fields = { email: form.get("email") ?? "", password: form.get("password") ?? "" };
  const result = await signIn(services.db, fields, {
    clientKey: services.clientKey,
    secret: services.secret,
    limits: services.config.rateLimits.signIn,
    now,
  });
  if (!result.ok) {
    if (result.status === 401) services.log.info("staff sign-in refused");
    if (result.status === 503) services.log.warn("staff sign-in: password checks all busy");
    return data(
      { error: result.message },
      {
        status: result.status,
        headers: {
          "Cache-Control": "no-store",
          ...(result.status === 503 ? { "Retry-After": String(BUSY_RETRY_AFTER_S) } : {}),
        },
      },
    );
  }
  // A token the browser brought along is ended, never promoted (no session fixation).
  await endSession(services.db, sessionToken(request, context));
  services.log.info({ staffId: result.user.id }, "staff signed in");
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  return redirect(next, {
    headers: { "Set-Cookie": sessionCookie(context, result.token), "Cache-Control": "no-store" },
  });
}
