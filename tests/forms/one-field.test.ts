import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { readRepoFiles } from "../support/repo-files";

// One field component (components/forms/field.tsx) and one result type (lib/forms/result.ts): a second
// wrapper or result shape is how two forms drift apart. Each list below holds the files still waiting
// for their owner's migration; it may only shrink (a listed file that no longer offends fails the test).

const ROOT = process.cwd();
const SOURCE_DIRS = ["app", "components", "lib"];
const SHARED = ["components/forms/", "components/ui/", "lib/forms/"];

/** Hand-made error links still waiting: other engineers' screens of this round, and older ones. */
const ERROR_LINK_WAITING = new Set<string>([]);

/** Result shapes of their own still waiting. */
const RESULT_SHAPE_WAITING = new Set<string>([]);

/** Field wrappers of their own still waiting. */
const WRAPPER_WAITING = new Set<string>([]);

const files = readRepoFiles(SOURCE_DIRS, /\.tsx?$/).filter(
  ({ file }) => !SHARED.some((shared) => file.startsWith(shared)),
);

/** An aria-describedby that points at an error, or an element id made to be one, written by hand. */
export function linksAnErrorByHand(text: string): boolean {
  return (
    /aria-describedby[^\n]*erro/i.test(text) ||
    /"aria-describedby":\s*\w*error/i.test(text) ||
    /-erro?[`"]/.test(text)
  );
}

/** An exported `…ActionResult` / `…SaveResult` / `FormState` that is not built from lib/forms/result. */
export function ownResultShape(text: string): boolean {
  const declarations = text.matchAll(
    /export type (\w*(?:ActionResult|SaveResult|FormState))\b[^=]*=([^;]*);/g,
  );
  return [...declarations].some(([, , body]) => !/\bForm(Result|Success|Failure)\b/.test(body ?? ""));
}

/** An exported `…Field` component that does not render the one Field. */
export function ownFieldWrapper(text: string): boolean {
  return /export function [A-Z]\w*Field\(/.test(text) && !text.includes("@/components/forms/field");
}

function offenders(rule: (text: string) => boolean): string[] {
  return files.filter(({ text }) => rule(text)).map(({ file }) => file);
}

describe("the guard's rules", () => {
  it.each([
    ["aria-describedby={error ? `${id}-error` : undefined}", true],
    ['{ "aria-invalid": true, "aria-describedby": errorId(name) }', true],
    ["return `${id}-erro`;", true],
    ['aria-describedby={reason ? "new-ad-reason" : undefined}', false],
    ["aria-describedby={`${id}-hint`}", false],
    ["<Input {...control} />", false],
    ["aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}", true],
  ])("%s links an error by hand: %s", (text, expected) => {
    expect(linksAnErrorByHand(text)).toBe(expected);
  });

  it.each([
    ["export type CategoryActionResult = FormResult<keyof CategoryFormErrors>;", false],
    ["export type ThemeActionResult = FormSuccess | (FormFailure<K> & { contrast?: string[] });", false],
    ["export type CouponActionResult =\n  | { ok: true }\n  | { ok: false; error: string };", true],
    ["export type FormState<F extends string> = { error?: string; success?: boolean };", true],
    ["export type CategoryFormResult = { ok: true; data: D } | { ok: false; fieldErrors: E };", false],
  ])("%j is a result shape of its own: %s", (text, expected) => {
    expect(ownResultShape(text)).toBe(expected);
  });

  it.each([
    ['import { Label } from "@/components/ui/label";\nexport function ProfileField() {}', true],
    ['import { Field } from "@/components/forms/field";\nexport function PlanLimitField() {}', false],
    ["export function csvField(value: string) {}", false],
  ])("%j is a field wrapper of its own: %s", (text, expected) => {
    expect(ownFieldWrapper(text)).toBe(expected);
  });
});

describe("one field component and one form result", () => {
  it.each([
    ["links a field's error by hand", linksAnErrorByHand, ERROR_LINK_WAITING],
    ["declares a form result of its own", ownResultShape, RESULT_SHAPE_WAITING],
    ["wraps a field of its own", ownFieldWrapper, WRAPPER_WAITING],
  ] as const)("no new file %s (components/forms and lib/forms are the one home)", (_rule, rule, waiting) => {
    expect(offenders(rule).filter((file) => !waiting.has(file))).toEqual([]);
  });

  it.each([
    ["links a field's error by hand", linksAnErrorByHand, ERROR_LINK_WAITING],
    ["declares a form result of its own", ownResultShape, RESULT_SHAPE_WAITING],
    ["wraps a field of its own", ownFieldWrapper, WRAPPER_WAITING],
  ] as const)(
    "every file waiting because it %s still does (else strike it off the list)",
    (_rule, rule, waiting) => {
      const stale = [...waiting].filter((file) => {
        const path = join(ROOT, file);
        return !existsSync(path) || !rule(readFileSync(path, "utf8"));
      });
      expect(stale).toEqual([]);
    },
  );
});
