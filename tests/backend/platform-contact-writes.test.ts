import { beforeAll, describe, expect, it, vi } from "vitest";

import { updatePlatformContact } from "@/lib/admin/settings-writes";
import { getPlatformContact } from "@/lib/data/platform-contact";
import { DEFAULT_PLATFORM_CONTACT } from "@/lib/settings/platform-contact";

import { BOOT_TIMEOUT_MS, signedIn, withAppBackend, type Client } from "./helpers";

// Outside a Next.js render there is no cache scope: the cached read asks the database every time.
vi.mock("next/cache", () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));

const backend = withAppBackend();
const clients: Record<"superadmin" | "admin" | "cliente", Client> = {} as never;

beforeAll(async () => {
  for (const who of ["superadmin", "admin", "cliente"] as const) {
    clients[who] = (await signedIn(backend(), `${who}@vitrine.example`)).supabase;
  }
}, BOOT_TIMEOUT_MS);

const row = {
  email: "ajuda@vitrine.com.br",
  whatsapp: "(31) 99999-8888",
  horario: "todos os dias, das 7h às 22h",
};

describe("the Vitrine's contact saved through supabase-js, read back by the footer's read", () => {
  it("reads the contact the migration creates", async () => {
    expect(await getPlatformContact()).toEqual(DEFAULT_PLATFORM_CONTACT);
  });

  it("changes nothing for the Admin preset (no settings.edit) or a cliente: the row is not theirs to find", async () => {
    for (const who of ["admin", "cliente"] as const) {
      expect(await updatePlatformContact(clients[who], row)).toEqual({ ok: false, error: "notFound" });
    }
    expect(await getPlatformContact()).toEqual(DEFAULT_PLATFORM_CONTACT);
  });

  it("saves the superadmin's contact, and the footer's read shows it; a bad WhatsApp is refused", async () => {
    try {
      expect(await updatePlatformContact(clients.superadmin, row)).toEqual({ ok: true });
      expect(await getPlatformContact()).toEqual({
        email: "ajuda@vitrine.com.br",
        whatsapp: "(31) 99999-8888",
        hours: "todos os dias, das 7h às 22h",
      });
      expect(await updatePlatformContact(clients.superadmin, { ...row, whatsapp: "31999998888" })).toEqual({
        ok: false,
        error: "invalid",
      });
    } finally {
      await updatePlatformContact(clients.superadmin, {
        email: DEFAULT_PLATFORM_CONTACT.email,
        whatsapp: null,
        horario: DEFAULT_PLATFORM_CONTACT.hours,
      });
    }
  });
});
