import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { OrderDeliveryInfo } from "@/components/orders/order-delivery-info";
import { orders } from "@/fixtures/orders";
import { getCustomer } from "@/lib/data/orders";
import { renderWithIntl } from "@/tests/support/render";
import { sampleCompany } from "@/tests/support/sample-catalogue";

const order = orders.find((o) => o.deliveryType === "delivery")!;

describe("OrderDeliveryInfo", () => {
  it("is a valid description list: each group is one div holding only dt and dd (axe definition-list)", () => {
    const { container } = renderWithIntl(
      <OrderDeliveryInfo
        order={order}
        customer={getCustomer(order.customerId)!}
        company={sampleCompany(order.restaurantId)!}
        showRoute={false}
      />,
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
});
