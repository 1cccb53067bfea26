// The Pesapal simulator's hosted card page, used as a browser would: open it, post the form.
import { expect } from "vitest";

export async function openCardPage(redirectUrl: string) {
  const response = await fetch(redirectUrl);
  const html = await response.text();
  const form = /<form method="post" action="([^"]+)" target="([^"]+)">/.exec(html);
  expect(form, "the card form").toBeTruthy();
  const action = new URL(form![1]!.replaceAll("&amp;", "&"), redirectUrl).toString();
  return { response, html, action, target: form![2] };
}

/** Posts the card form; the answer is not followed (a 303 to the merchant when paid). */
export function postCard(action: string, cardNumber: string) {
  return fetch(action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ cardNumber, expiry: "12/39", cvv: "123", name: "Amina Otieno" }),
    redirect: "manual",
  });
}

export async function payOnCardPage(redirectUrl: string, cardNumber: string) {
  const { response, action } = await openCardPage(redirectUrl);
  expect(response.status).toBe(200);
  return postCard(action, cardNumber);
}
