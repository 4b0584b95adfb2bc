import { describe, expect, it } from "vitest";

import { unsentCompanies } from "@/lib/store/cards";

const ids = (...names: string[]) => names.map((id) => ({ id }));

// A page sends each store its cards need once: the home's full list leaves out the carousels' stores.
describe("the stores a <StoreCards> still has to send", () => {
  it.each([
    ["nothing sent yet: every store, once, in order", ids("a", "b", "a", "c"), [], ["a", "b", "c"]],
    ["the outer list sent some: only the others", ids("a", "b", "c"), ["b"], ["a", "c"]],
    ["the outer list sent them all: none", ids("a", "b"), ["a", "b"], []],
    ["no stores at all", [], ["a"], []],
  ])("%s", (_, companies, sent, expected) => {
    expect(unsentCompanies(companies, sent).map((company) => company.id)).toEqual(expected);
  });
});
