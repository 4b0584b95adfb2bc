import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { BillingPlanCard } from "@/components/areas/advertiser/billing-plan-card";
import { plans } from "@/fixtures/plans";
import { planUsageRows } from "@/lib/advertiser/billing";
import { renderWithIntl } from "@/tests/support/render";

const advertiserPlan = (name: string) => {
  const plan = plans.find((candidate) => candidate.type === "advertiser" && candidate.name === name);
  if (!plan) throw new Error(`no advertiser plan ${name}`);
  return plan;
};
const usage = { ads: 3, impressions: 55521 };

describe("current advertiser plan and its usage bars (product.md §9)", { timeout: 20_000 }, () => {
  it("Empresarial: both limits read 'Ilimitado', with what was used, and no progress bar", () => {
    const plan = advertiserPlan("Empresarial");
    renderWithIntl(<BillingPlanCard plan={plan} usage={planUsageRows(plan, usage)} />);
    const card = screen.getByRole("region", { name: "Plano Empresarial" });
    expect(within(card).getByText("R$ 99,90/mês")).toBeInTheDocument();
    expect(within(card).getByText("3 usados · Ilimitado")).toBeInTheDocument();
    expect(within(card).getByText("55.521 usados · Ilimitado")).toBeInTheDocument();
    expect(within(card).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("Anúncio Básico: progress bars against 5 ads and 1.000 impressions", () => {
    const plan = advertiserPlan("Anúncio Básico");
    renderWithIntl(<BillingPlanCard plan={plan} usage={planUsageRows(plan, { ads: 3, impressions: 400 })} />);
    const ads = screen.getByRole("progressbar", { name: "Anúncios em uso" });
    expect(ads).toHaveAttribute("aria-valuenow", "60");
    expect(ads).toHaveAttribute("aria-valuetext", "3 de 5 anúncios");
    const impressions = screen.getByRole("progressbar", { name: "Impressões neste mês" });
    expect(impressions).toHaveAttribute("aria-valuetext", "400 de 1.000 impressões");
  });

  it("a plan taken off sale still shows its fee and limits, and says it holds until another is chosen", () => {
    const plan = { ...advertiserPlan("Premium"), status: "inactive" as const };
    renderWithIntl(<BillingPlanCard plan={plan} usage={planUsageRows(plan, { ads: 3, impressions: 400 })} />);
    const card = screen.getByRole("region", { name: "Plano Premium" });
    expect(within(card).getByText("Plano fora de venda")).toBeInTheDocument();
    expect(
      within(card).getByText(
        "Seu plano saiu de venda; os limites dele continuam valendo até você escolher um dos planos abaixo.",
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText("R$ 49,90/mês")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar", { name: "Anúncios em uso" })).toHaveAttribute(
      "aria-valuetext",
      "3 de 15 anúncios",
    );
  });

  it("a plan for sale says nothing about leaving sale", () => {
    const plan = advertiserPlan("Premium");
    renderWithIntl(<BillingPlanCard plan={plan} usage={planUsageRows(plan, usage)} />);
    expect(screen.queryByText("Plano fora de venda")).not.toBeInTheDocument();
  });
});
