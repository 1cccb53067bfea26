// Builds the bare React Router floor (bench/floor) with the project's own React Router CLI.
import { execFileSync } from "node:child_process";
import path from "node:path";

const here = import.meta.dirname;

export function buildFloor(): void {
  // The project's Node (this process), not whichever `node` the shell finds first.
  const cli = path.resolve(here, "../../node_modules/@react-router/dev/bin.cjs");
  execFileSync(process.execPath, [cli, "build", here], {
    cwd: here,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
