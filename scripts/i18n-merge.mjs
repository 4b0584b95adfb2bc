#!/usr/bin/env node
// Merges top-level namespaces from a JSON file into messages/pt-BR.json (keys sorted as written).
// Usage: node scripts/i18n-merge.mjs path/to/part.json
import { readFileSync, renameSync, writeFileSync } from "node:fs";

const target = new URL("../messages/pt-BR.json", import.meta.url);
const part = JSON.parse(readFileSync(process.argv[2], "utf8"));
const current = JSON.parse(readFileSync(target, "utf8"));
const merged = { ...current, ...part };
const tmp = new URL(`../messages/.pt-BR.${process.pid}.tmp`, import.meta.url);
writeFileSync(tmp, `${JSON.stringify(merged, null, 2)}\n`);
renameSync(tmp, target);
console.log(`merged namespaces: ${Object.keys(part).join(", ")}`);
