import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The project's root folder, found by walking up to package.json. Code runs both from source
 * (server/…) and from the bundle (build/server/index.js), so paths are taken from the root.
 */
export function projectRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + import.meta.dirname);
    dir = parent;
  }
  return dir;
}

export function fromRoot(...segments: string[]): string {
  return path.join(projectRoot(), ...segments);
}
