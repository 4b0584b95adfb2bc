import { describe, expect, it } from "vitest";

import { profileDefaults, profileStats, validateProfile } from "@/components/profile/profile-form";
import { DEMO_CUSTOMER_ID } from "@/fixtures/customers";
import type { HistoryEntry } from "@/lib/orders/types";
import type { AppUser } from "@/lib/auth/types";
import { getCustomer } from "@/lib/data/orders";

const demo = getCustomer(DEMO_CUSTOMER_ID)!;
const valid = { name: "Ana Souza", email: "ana@example.com", phone: "(31) 98765-4321" };

describe("profile form validation", () => {
  it.each([
    { name: "valid data", values: valid, errors: {} },
    { name: "blank phone is allowed", values: { ...valid, phone: "  " }, errors: {} },
    { name: "landline with area code", values: { ...valid, phone: "31 3224-5678" }, errors: {} },
    { name: "blank name", values: { ...valid, name: "   " }, errors: { name: "nameRequired" } },
    { name: "bad e-mail", values: { ...valid, email: "ana@" }, errors: { email: "emailInvalid" } },
    {
      name: "phone without area code",
      values: { ...valid, phone: "98765-4321" },
      errors: { phone: "phoneInvalid" },
    },
    {
      name: "all wrong",
      values: { name: "", email: "x", phone: "12" },
      errors: { name: "nameRequired", email: "emailInvalid", phone: "phoneInvalid" },
    },
  ])("$name", ({ values, errors }) => {
    const result = validateProfile(values);
    expect("errors" in result ? result.errors : {}).toEqual(errors);
  });

  it("trims what it saves", () => {
    expect(validateProfile({ ...valid, name: "  Ana  " })).toEqual({ data: { ...valid, name: "Ana" } });
  });
});

describe("profileDefaults", () => {
  type Overrides = Partial<Omit<AppUser, "profile">> & { profile?: Partial<AppUser["profile"]> };
  const user = ({ profile, ...rest }: Overrides): AppUser => ({
    id: "0d9b5a35-5fd1-4b0f-9d1e-7d3f1f7f9a10",
    email: "novo@example.com",
    name: "novo",
    type: "cliente",
    ...rest,
    profile: { nome_completo: null, nome_mostrado: null, telefone: null, avaliacao: null, ...profile },
  });

  it.each([
    {
      name: "no user: the demo customer",
      input: null,
      expected: { name: demo.name, email: demo.email, phone: demo.phone },
    },
    {
      name: "another user: their own data",
      input: user({ profile: { nome_completo: "Novo Cliente", telefone: "(31) 90000-0000" } }),
      expected: { name: "Novo Cliente", email: "novo@example.com", phone: "(31) 90000-0000" },
    },
    {
      name: "another user without profile data",
      input: user({}),
      expected: { name: "novo", email: "novo@example.com", phone: "" },
    },
    {
      name: "the demo account falls back to its sample data",
      input: user({ id: DEMO_CUSTOMER_ID, email: demo.email }),
      expected: { name: demo.name, email: demo.email, phone: demo.phone },
    },
  ])("$name", ({ input, expected }) => {
    expect(profileDefaults(input, demo)).toEqual(expected);
  });
});

describe("profileStats", () => {
  const entry = (status: HistoryEntry["status"], total: number): HistoryEntry => ({
    id: crypto.randomUUID(),
    date: "2025-03-01",
    time: "12:00",
    status,
    total,
    items: 1,
    company: "Loja",
    companyLogo: "/x.svg",
  });
  it("counts every order but only charges non-cancelled ones", () => {
    expect(
      profileStats([entry("delivered", 10.1), entry("cancelled", 50), entry("preparing", 0.2)], 3),
    ).toEqual({
      orders: 3,
      spent: 10.3,
      favorites: 3,
    });
  });
});
