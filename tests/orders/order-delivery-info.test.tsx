import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { OrderDeliveryInfo } from "@/components/orders/order-delivery-info";
import { renderWithIntl } from "@/tests/support/render";
import { sampleCompany } from "@/tests/support/sample-catalogue";
import { BAKERY_ID, makeOrder } from "@/tests/support/sample-orders";

const company = sampleCompany(BAKERY_ID)!;

describe("OrderDeliveryInfo", () => {
  it("is a valid description list: each group is one div holding only dt and dd (axe definition-list)", () => {
    const { container } = renderWithIntl(
      <OrderDeliveryInfo order={makeOrder()} company={company} showRoute={false} />,
    );
    const list = container.querySelector("dl")!;
    const groups = [...list.children];
    expect(groups.length).toBe(2);
    for (const group of groups) {
      expect(group.tagName).toBe("DIV");
      expect([...group.children].map((child) => child.tagName)).toEqual(["DT", "DD"]);
    }
    expect(screen.getByText("Endereço de entrega").tagName).toBe("DT");
  });

  it("says the address is unavailable for a pickup whose store is gone", () => {
    renderWithIntl(
      <OrderDeliveryInfo order={makeOrder({ deliveryType: "pickup" })} company={undefined} showRoute />,
    );
    expect(screen.getByText("Retirar em").closest("div")).toHaveTextContent("Endereço indisponível");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
