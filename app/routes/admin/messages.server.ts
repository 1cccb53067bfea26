import type { RouterContextProvider } from "react-router";
import { pageCount, pageParam } from "../../../domain/pagination.ts";
import { motelDateTime } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import {
  MESSAGE_FILTERS,
  pageOfContactMessages,
  setMessageHandled,
  type MessageFilter,
} from "../../../server/messages/inbox.ts";
import { readAdminForm, requireStaff } from "./session.server.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { contentSaid } from "../../../domain/staff-said/content.ts";
import type { Told } from "../../../domain/said.ts";

type Context = Readonly<RouterContextProvider>;

export const MESSAGES_PAGE_SIZE = 50;

export async function loadMessagesPage(request: Request, context: Context) {
  await requireStaff(request, context);
  const db = context.get(servicesContext).database.db;
  const params = new URL(request.url).searchParams;
  const asked = params.get("filter") as MessageFilter;
  const filter: MessageFilter = MESSAGE_FILTERS.includes(asked) ? asked : "waiting";
  const page = pageParam(params.get("page"));
  const { messages, total } = await pageOfContactMessages(db, {
    filter,
    page,
    pageSize: MESSAGES_PAGE_SIZE,
  });
  return {
    filter,
    page,
    pages: pageCount(total, MESSAGES_PAGE_SIZE),
    total,
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      contact: m.contact,
      message: m.message,
      received: motelDateTime(m.createdAt),
      handled: m.handledAt ? { at: motelDateTime(m.handledAt), by: m.handledBy ?? "" } : null,
    })),
  };
}

export type MessagesActionResult = { ok: boolean; message: Told };

/** Mark handled / mark waiting. */
export async function messagesAction(
  request: Request,
  context: Context,
): Promise<MessagesActionResult> {
  const user = await requireStaff(request, context);
  const form = await readAdminForm(request);
  const intent = form.get("intent");
  const id = Number(form.get("id"));
  if ((intent !== "handled" && intent !== "waiting") || !Number.isSafeInteger(id)) {
    return { ok: false, message: bookingSaid.unknownAction() };
  }
  const db = context.get(servicesContext).database.db;
  const done = await setMessageHandled(db, id, intent === "handled", user);
  if (!done) return { ok: false, message: contentSaid.messageNotFound() };
  return {
    ok: true,
    message: intent === "handled" ? contentSaid.messageHandled() : contentSaid.messageWaiting(),
  };
}
