#!/usr/bin/env node
// Deep-merges a JSON file into messages/pt-BR.json: new keys are added, existing strings are replaced by the
// part's, nested namespaces are merged (never dropped).
// Usage: node scripts/i18n-merge.mjs path/to/part.json
import { readFileSync, renameSync, writeFileSync } from "node:fs";

const target = new URL("../messages/pt-BR.json", import.meta.url);
const part = JSON.parse(readFileSync(process.argv[2], "utf8"));
const current = JSON.parse(readFileSync(target, "utf8"));
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const deepMerge = (base, extra) =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => [
      key,
      isObject(base[key]) && isObject(extra[key])
        ? deepMerge(base[key], extra[key])
        : (extra[key] ?? base[key]),
    ]),
  );
const merged = deepMerge(current, part);
const tmp = new URL(`../messages/.pt-BR.${process.pid}.tmp`, import.meta.url);
writeFileSync(tmp, `${JSON.stringify(merged, null, 2)}\n`);
renameSync(tmp, target);
console.log(`merged namespaces: ${Object.keys(part).join(", ")}`);
