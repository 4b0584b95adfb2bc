import { describe, expect, it, vi } from "vitest";

import { addressDraftOf } from "@/lib/customers/addresses";
import messages from "@/messages/pt-BR.json";
import { SAVED_HOME } from "@/tests/support/sample-addresses";

// Server code reads messages through next-intl/server; here the same catalogue backs it.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: "pt-BR", messages, namespace: namespace as "addresses.errors" }),
  };
});

const { parseAddress } = await import("@/lib/customers/parse-address");
const errors = messages.addresses.errors;

describe("an address sent to the address book or to checkout", () => {
  it("comes back clean when the form's rule accepts it", async () => {
    const parsed = await parseAddress(addressDraftOf(SAVED_HOME));
    expect(parsed).toMatchObject({ ok: true, data: { street: "Rua Paraíba", zipCode: "30130-140" } });
  });

  it("names each failing field with its Portuguese message, and no other", async () => {
    const parsed = await parseAddress({ ...addressDraftOf(SAVED_HOME), state: "XX", zipCode: "0131010" });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { state: errors.stateInvalid, zipCode: errors.zipCodeInvalid },
    });
  });
});
