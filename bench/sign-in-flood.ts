// Page latency while staff sign-ins flood the server at the production hashing cost (scrypt,
// N = 2^17, 128 MiB each): the production build (a real process) on PGlite. First BENCH_PAGES
// page loads alone, then BENCH_SIGN_INS sign-ins (default 60, wrong passwords for unknown emails:
// the same work as a real check) sent at once while the same page is loaded again and again until
// they are all answered. Prints page p50 / max alone and during the flood, and the sign-ins'
// answers (401 checked, 503 asked to come back). Figures are printed, not asserted.
// Usage: npm run build && npm run bench:sign-in-flood
import { startBuiltServer, type RunningServer } from "../test/support/server.ts";
import { percentile } from "./percentile.ts";

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 60);
const PAGES = Number(process.env.BENCH_PAGES ?? 30);
const PAGE = "/accommodation";

/** One page load as a browser makes it (gzip: compression also uses the thread pool). */
async function loadPage(server: RunningServer): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${PAGE}`, { headers: { "accept-encoding": "gzip" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${PAGE} answered ${response.status}`);
  return performance.now() - started;
}

async function signIn(server: RunningServer, i: number): Promise<number> {
  const response = await fetch(`${server.url}/admin?index`, {
    method: "POST",
    body: new URLSearchParams({ email: `nobody${i}@motel.test`, password: `guess-${i}` }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

const server = await startBuiltServer({
  PASSWORD_HASH_COST: "17",
  SIGN_IN_LIMIT_PER_ACCOUNT: "100000",
  SIGN_IN_LIMIT_PER_ADDRESS: "100000",
});
try {
  await loadPage(server); // warm up
  const alone: number[] = [];
  for (let i = 0; i < PAGES; i++) alone.push(await loadPage(server));

  const during: number[] = [];
  let answered = 0;
  const floodStarted = performance.now();
  const flood = Promise.all(
    Array.from({ length: SIGN_INS }, (_, i) => signIn(server, i).finally(() => answered++)),
  );
  while (answered < SIGN_INS) during.push(await loadPage(server));
  const statuses = await flood;
  const floodMs = performance.now() - floodStarted;

  const count = (status: number) => statuses.filter((s) => s === status).length;
  console.log(
    `page ${PAGE} alone (${alone.length} loads): p50 ${percentile(alone, 50)} ms, max ${percentile(alone, 100)} ms`,
  );
  console.log(
    `page ${PAGE} during ${SIGN_INS} sign-ins (${during.length} loads): p50 ${percentile(during, 50)} ms, max ${percentile(during, 100)} ms`,
  );
  console.log(
    `sign-ins: ${count(401)} checked (401), ${count(503)} asked to come back (503), ${statuses.length - count(401) - count(503)} other; all answered in ${Math.round(floodMs)} ms`,
  );
} finally {
  await server.stop();
}
