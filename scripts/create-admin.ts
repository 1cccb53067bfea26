// `npm run create-admin`: creates a staff account with the admin role (the first one, or another),
// or with `--role front_desk` a front-desk account, `--role content` a content editor. Asks for what it is not given:
//   npm run create-admin -- --email owner@example.com --name "Grace Wanjiru"
//   npm run create-admin -- --email desk@example.com --name "Peter Otieno" --role front_desk
// The password is asked for without echo on a terminal, read from the STAFF_PASSWORD environment
// variable, or read as the first line of standard input (for scripts). There is no default password.
// Uses the same settings as `npm start`; with the embedded database, stop the site first.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { DataDirInUseError, DataDirLockError } from "../server/db/data-dir-lock.ts";
import { createStaffAccount } from "../server/staff/accounts.ts";
import { staffWords } from "../i18n/messages.server.ts";
import { setPasswordHashCost } from "../server/staff/passwords.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
  },
});

async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let typed = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          return resolve(typed);
        }
        if (char === "\u0003") return reject(new Error("Cancelled."));
        if (char === "\u007f") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function gather() {
  const interactive = process.stdin.isTTY;
  const lines = interactive
    ? undefined
    : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const prompt = interactive
    ? createInterface({ input: process.stdin, output: process.stdout })
    : undefined;
  const ask = async (question: string) => {
    if (prompt) return prompt.question(question);
    const next = await lines!.next();
    return next.done ? "" : String(next.value);
  };
  const email = values.email ?? (await ask("Email: "));
  const name = values.name ?? (await ask("Name: "));
  prompt?.close();
  let password = process.env.STAFF_PASSWORD;
  if (password === undefined) {
    if (interactive) {
      password = await askHidden("Password (12 characters or more): ");
      const again = await askHidden("Password again: ");
      if (again !== password) throw new Error("The two passwords differ. Nothing was created.");
    } else {
      password = await ask("");
    }
  }
  return { email, name, password, role: values.role };
}

const fields = await gather().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const config = loadConfig();
setPasswordHashCost(config.passwordHashCost);
let database;
try {
  database = await openDatabase(config.database);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(
      `${error.message}\nStop the site (it uses the embedded database), then run this again.`,
    );
    process.exit(1);
  }
  if (error instanceof DataDirLockError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
try {
  const result = await createStaffAccount(database.db, fields);
  if (!result.ok) {
    console.error(`Not created: ${staffWords(result.message)}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Created ${fields.role} account ${fields.email.trim()}. Sign in at ${config.publicUrl}/admin`,
    );
  }
} finally {
  await database.close();
}
