import type { Config } from "@react-router/dev/config";

// The bare React Router floor (issue 20): the smallest server-rendered page the same versions of
// React and React Router make, measured beside the site so their ratio holds on any machine.
export default { ssr: true } satisfies Config;
