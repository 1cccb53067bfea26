import type { RouterContextProvider } from "react-router";
import { rateFormFields } from "../../../domain/schemas/rates.ts";
import { servicesContext } from "../../../server/context.ts";
import {
  findPromotion,
  listPromotions,
  promotionUsage,
  savePromotion,
  setPromotionActive,
  type PromotionEditResult,
} from "../../../server/promotions/promotions.ts";
import { readAdminForm, requireAdmin } from "./session.server.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";

type Context = Readonly<RouterContextProvider>;

const notFound = () => new Response("No such promotion.", { status: 404 });

/** A promotion's id from the URL or a form: a positive whole number, or null. */
function idOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loadPromotionsPage(request: Request, context: Context) {
  await requireAdmin(request, context, "prices");
  const db = context.get(servicesContext).database.db;
  return { promotions: await listPromotions(db, new Date()) };
}

export async function loadPromotionPage(request: Request, context: Context, idParam: string) {
  await requireAdmin(request, context, "prices");
  const id = idOf(idParam);
  const db = context.get(servicesContext).database.db;
  const promotion = id === null ? undefined : await findPromotion(db, id);
  if (!promotion) throw notFound();
  return { promotion, uses: await promotionUsage(db, promotion.id) };
}

/**
 * The promotion forms: create (no id), save an existing one, activate, deactivate. Bad input is
 * the schema's sentence, nothing saved.
 */
export async function promotionsAction(
  request: Request,
  context: Context,
): Promise<PromotionEditResult & { intent: string }> {
  const user = await requireAdmin(request, context, "prices");
  const form = await readAdminForm(request);
  const db = context.get(servicesContext).database.db;
  const intent = String(form.get("intent") ?? "");
  const id = idOf(form.get("id"));
  const now = new Date();
  const result = await (() => {
    switch (intent) {
      case "create":
        return savePromotion(db, user, null, rateFormFields(form), now);
      case "save":
        if (id === null) break;
        return savePromotion(db, user, id, rateFormFields(form), now);
      case "activate":
      case "deactivate":
        if (id === null) break;
        return setPromotionActive(db, user, id, intent === "activate", now);
    }
    // Staff pages are English for now (issue 17).
    return Promise.resolve({
      ok: false,
      message: bookingSaid.unknownAction(),
    });
  })();
  return { ...result, intent };
}
