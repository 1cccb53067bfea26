// Guards on package.json that a casual `npm install x@latest` could break.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const all = { ...pkg.dependencies, ...pkg.devDependencies };

describe("package.json", () => {
  it("pins every React Router package to one exact version", () => {
    const routerPackages = Object.entries(all).filter(
      ([name]) => name === "react-router" || name.startsWith("@react-router/"),
    );
    expect(routerPackages.length).toBeGreaterThanOrEqual(4);
    const versions = new Set(routerPackages.map(([, version]) => version));
    expect(versions.size).toBe(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("brings Node 24 for its scripts, whatever the machine's Node", () => {
    expect(all.node).toMatch(/^\^?24\./);
  });

  it("keeps the README's two commands working", () => {
    const readme = readFileSync(path.join(import.meta.dirname, "../README.md"), "utf8");
    expect(readme).toContain("npm ci && npm run build && npm start");
    expect(readme).toMatch(/```sh\nnpm test\n```/);
    expect(pkg.scripts.start).toBe("node build/server/index.js");
    expect(pkg.scripts.test).toBe("node scripts/test.ts");
    expect(pkg.scripts.build).toBe("react-router build");
  });
});
