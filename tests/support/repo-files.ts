import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = process.cwd();

/**
 * The files under the repository's `dirs` whose path matches `pattern`, with their text: for the tests that hold
 * the code base to a convention (one field component, the client islands' messages, the `*.ssr.test.tsx` name).
 * `file` is the path from the repository's root, with forward slashes.
 */
export function readRepoFiles(dirs: readonly string[], pattern: RegExp): { file: string; text: string }[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).map(
        (path) => `${dir}/${path.replaceAll("\\", "/")}`,
      ),
    )
    .filter((file) => pattern.test(file) && statSync(join(ROOT, file)).isFile())
    .sort()
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }));
}
