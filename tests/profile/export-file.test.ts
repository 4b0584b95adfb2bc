import { describe, expect, it } from "vitest";

import { personalDataFileName } from "@/lib/profile/export-file";

describe("'Baixar meus dados' file name", () => {
  it.each([
    ["2026-11-26T15:00:00Z", "vitrine-meus-dados-2026-11-26.json"],
    // 01:00 in UTC is still the evening before in São Paulo, the day the person sees
    ["2026-11-26T01:00:00Z", "vitrine-meus-dados-2026-11-25.json"],
  ])("at %s is %s", (instant, name) => {
    expect(personalDataFileName(new Date(instant))).toBe(name);
  });
});
