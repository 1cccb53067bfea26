// `npm run text-callbacks`: prints the addresses to give Africa's Talking (delivery reports and
// incoming messages) and Meta (the WhatsApp webhook). The SMS ones hold a secret derived from
// SESSION_SECRET (or DATA_DIR's session-secret), so they are printed here and never logged.
import { loadConfig } from "../server/config.ts";
import { sessionSecretOf, withSessionSecret } from "../server/secrets.ts";
import { textCallbackToken, textCallbackUrls } from "../server/texts/http.ts";

const config = withSessionSecret(loadConfig());
const urls = textCallbackUrls(config.publicUrl, textCallbackToken(sessionSecretOf(config)));
console.log(`Africa's Talking delivery reports: ${urls.delivery}`);
console.log(`Africa's Talking incoming messages: ${urls.inbound}`);
console.log(`WhatsApp webhook (Meta): ${urls.whatsapp}`);
