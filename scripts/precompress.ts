// A Vite plugin: every built script and stylesheet is also written compressed, once, at the
// highest levels (`x.js.br`, `x.js.gz`), for server/http/precompressed.ts to send as they are. The
// compression middleware compresses per response, so it must be quick: its Brotli (quality 4)
// made the every-page chunk larger than gzip (115,109 against 114,311 bytes); quality 11,
// affordable only ahead of time, makes it 98,660 (docs/decisions/022-first-paint.md).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing: text the browser loads; pictures and fonts are compressed already. */
export const PRECOMPRESSED = /\.(?:js|css|svg|json|txt)$/;

export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => PRECOMPRESSED.test(file.fileName))
          .map(async (file) => {
            const body = Buffer.from(file.type === "chunk" ? file.code : file.source);
            const target = path.join(dir, file.fileName);
            await writeFile(
              `${target}.br`,
              brotliCompressSync(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            );
            await writeFile(
              `${target}.gz`,
              gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
            );
          }),
      );
    },
  };
}
