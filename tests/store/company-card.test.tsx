import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CompanyCard } from "@/components/store/company-card";
import { renderWithIntl } from "@/tests/support/render";

import { makeCompany, MONDAY_NIGHT, MONDAY_NOON } from "./fixtures";

describe("CompanyCard (spec 2)", () => {
  beforeEach(() => vi.useFakeTimers({ now: MONDAY_NOON, toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("an open company: link, 'Aberto', rating, delivery time and fee", () => {
    const { container } = renderWithIntl(
      <CompanyCard company={makeCompany()} renderedAt={MONDAY_NOON.getTime()} />,
    );
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
    renderWithIntl(<CompanyCard company={makeCompany({ deliveryFee: 0 })} renderedAt={0} />);
    expect(screen.getByText("Grátis")).toBeInTheDocument();
  });

  it("a closed company is dimmed, marked 'Fechado' and not clickable", () => {
    vi.setSystemTime(MONDAY_NIGHT);
    const { container } = renderWithIntl(
      <CompanyCard company={makeCompany()} renderedAt={MONDAY_NIGHT.getTime()} />,
    );
    expect(screen.getByText("Fechado")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Padaria Teste" })).toBeInTheDocument();
    const card = container.querySelector("article");
    expect(card).toHaveAttribute("aria-disabled", "true");
    expect(card).toHaveClass("opacity-60");
  });

  it("a closed company stays clickable when viewing closed companies is allowed", () => {
    vi.setSystemTime(MONDAY_NIGHT);
    const { container } = renderWithIntl(<CompanyCard company={makeCompany()} renderedAt={0} allowClosed />);
    expect(screen.getByText("Fechado")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Padaria Teste" })).toBeInTheDocument();
    expect(container.querySelector("article")).not.toHaveAttribute("aria-disabled");
  });

  it.each([
    ["premium", "Premium"],
    ["basic", "Básico"],
    ["free", "Gratuito"],
  ] as const)("plan %s is labelled %j", (plan, label) => {
    renderWithIntl(<CompanyCard company={makeCompany({ plan })} renderedAt={0} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
