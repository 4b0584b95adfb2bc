import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyCard } from "@/components/store/company-card";
import type { Company } from "@/lib/catalog/types";
import { companyCardData } from "@/lib/store/cards";

import { renderInList } from "./card-list";
import { makeCompany, MONDAY_NIGHT, MONDAY_NOON } from "./fixtures";

const renderCard = (company: Company, renderedAt: number) =>
  renderInList(<CompanyCard company={companyCardData(company)} />, company, renderedAt);

describe("CompanyCard (product.md §2)", () => {
  beforeEach(() => vi.useFakeTimers({ now: MONDAY_NOON, toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("an open company: link, 'Aberto', rating, delivery time and fee", () => {
    const { container } = renderCard(makeCompany(), MONDAY_NOON.getTime());
    expect(screen.getByRole("link", { name: "Padaria Teste" })).toHaveAttribute(
      "href",
      "/company/2b7c9a10-0000-4000-8000-000000000001",
    );
    expect(screen.getByText("Aberto")).toBeInTheDocument();
    expect(screen.getByText("4,8")).toBeInTheDocument();
    expect(screen.getByText("20-30 min")).toBeInTheDocument();
    expect(screen.getByText("R$ 4,99")).toBeInTheDocument();
    expect(container.querySelector("article")).not.toHaveAttribute("aria-disabled");
  });

  it("a free delivery fee reads 'Grátis'", () => {
    renderCard(makeCompany({ deliveryFee: 0 }), 0);
    expect(screen.getByText("Grátis")).toBeInTheDocument();
  });

  // product.md D13 (viewing closed companies is allowed on the storefront): a closed store stays browsable
  it("a closed company is marked 'Fechado', says when it opens and still links to its page", () => {
    vi.setSystemTime(MONDAY_NIGHT);
    const { container } = renderCard(makeCompany(), MONDAY_NIGHT.getTime());
    expect(screen.getByText("Fechado · abre amanhã às 08:00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Padaria Teste" })).toHaveAttribute(
      "href",
      "/company/2b7c9a10-0000-4000-8000-000000000001",
    );
    const card = container.querySelector("article");
    expect(card).not.toHaveAttribute("aria-disabled");
    expect(card).toHaveAttribute("data-open", "false");
    // dimmed less: only the cover picture (app/globals.css), so the text keeps its contrast
    expect(card).not.toHaveClass("opacity-60");
  });

  it.each([
    ["before opening, the same day", "2026-11-16T06:30:00-03:00", "Fechado · abre hoje às 08:00"],
    [
      "after closing on Tuesday, with no hours until Monday",
      "2026-11-17T19:00:00-03:00",
      "Fechado · abre segunda às 08:00",
    ],
  ])("the closed card's 'abre às' line: %s", (_label, now, line) => {
    vi.setSystemTime(new Date(now));
    renderCard(makeCompany(), new Date(now).getTime());
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it("a company that never opens reads just 'Fechado'", () => {
    renderCard(makeCompany({ openingHours: {} }), 0);
    expect(screen.getByText("Fechado")).toBeInTheDocument();
    expect(screen.queryByText(/abre/)).not.toBeInTheDocument();
  });

  it.each([
    ["premium", "Premium"],
    ["basic", "Básico"],
    ["free", "Gratuito"],
  ] as const)("plan %s is labelled %j", (plan, label) => {
    renderCard(makeCompany({ plan }), 0);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
