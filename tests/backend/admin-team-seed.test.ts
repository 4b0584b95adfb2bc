import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { adminTeam, MODERATOR_EMAIL } from "@/fixtures/admin-team";
import { permissionSetSchema } from "@/lib/admin/types";
import { ADMIN_TEAM_BEGIN, ADMIN_TEAM_END, adminTeamSql } from "@/supabase/admin-team-seed";

const root = join(import.meta.dirname, "..", "..");
const seed = readFileSync(join(root, "supabase", "seed.sql"), "utf8");
const migration = readFileSync(
  join(root, "supabase", "migrations", "20251001120400_administradores.sql"),
  "utf8",
);

describe("the admin team section of supabase/seed.sql (scripts/seed-catalogue.ts)", () => {
  it("is up to date with fixtures/admin-team.ts (run `npx tsx scripts/seed-catalogue.ts`)", () => {
    const start = seed.indexOf(ADMIN_TEAM_BEGIN);
    const end = seed.indexOf(ADMIN_TEAM_END);
    expect(start).toBeGreaterThan(0);
    expect(seed.slice(start, end + ADMIN_TEAM_END.length)).toBe(adminTeamSql());
    expect(seed.lastIndexOf(ADMIN_TEAM_BEGIN)).toBe(start);
  });

  it("seeds the moderator account and one valid row for each demo administrator", () => {
    expect(adminTeamSql()).toContain(`'${MODERATOR_EMAIL}'`);
    expect(adminTeam.map((admin) => admin.role)).toEqual(["superadmin", "admin", "moderator"]);
    for (const admin of adminTeam)
      expect(permissionSetSchema.parse(admin.permissions)).toEqual(admin.permissions);
  });
});

describe("the migration's backfill of administrators who existed before the table", () => {
  it("gives a superadmin and an admin the same sets as superadmin@'s and admin@'s rows", () => {
    const backfill = migration.slice(migration.indexOf("insert into public.administradores"));
    const sets = [...backfill.matchAll(/'(\{.*?\})'::jsonb/g)].map((match) => JSON.parse(match[1]!));
    const byRole = (role: string) => adminTeam.find((admin) => admin.role === role)!.permissions;
    expect(sets).toEqual([byRole("superadmin"), byRole("admin")]);
  });
});
