import { formatPhone } from "@/lib/auth/sign-up-schema";
import { validateAddress, type AddressDraft, type AddressErrors } from "@/lib/customers/addresses";
import { formatMoney } from "@/lib/format";
import { closedStores, type CheckoutSummary, type CouponOutcome } from "@/lib/orders/checkout";
import type { ErrorDescriptor, ErrorTarget } from "@/lib/orders/place-order-errors";
import type { CouponTerms } from "@/lib/orders/pricing";

/**
 * What checkout can tell before it asks the database, with the same words the database's refusal would
 * bring: a store closed now, a new address with fields to fix, a missing phone, a coupon this cart does not
 * reach. Keys of `checkout.errors` (the address fields': `addresses.errors`).
 */

type Message = Pick<ErrorDescriptor, "key" | "values">;
export type Problem = Message & { code: string; target: ErrorTarget };

/** Why an applied coupon gives this cart nothing, as the database would refuse the order; null when it applies. */
export function couponOutcomeMessage(outcome: CouponOutcome, terms: CouponTerms): Message | null {
  if (outcome.applies) return null;
  switch (outcome.error) {
    case "deliveryOnly":
      return { key: "couponDeliveryOnly", values: {} };
    case "otherStore":
      return { key: "couponOtherStore", values: {} };
    case "serviceType":
      return { key: "couponServiceType", values: { kind: terms.serviceType ?? "other" } };
    case "minOrder":
      return outcome.shortfall !== null
        ? { key: "couponShortfall", values: { amount: formatMoney(outcome.shortfall) } }
        : { key: "couponMinOrderPlain", values: {} };
  }
}

export type PrecheckInput = {
  summary: Pick<CheckoutSummary, "stores" | "coupon">;
  now: Date;
  /** the new address's fields when the order goes to one; null for a saved address or pickup */
  newAddress: AddressDraft | null;
  /** what was typed in 'Telefone para contato'; null when the profile already has a phone */
  phone: string | null;
  coupon: CouponTerms | null;
};

/** The problems to show before sending anything; empty when the order may go to the database. */
export function precheckCheckout(input: PrecheckInput): {
  problems: Problem[];
  addressFields: AddressErrors;
} {
  const problems: Problem[] = [];
  let addressFields: AddressErrors = {};
  for (const { storeId, key, values } of closedStores(input.summary.stores, input.now)) {
    problems.push({ code: "loja_fechada", target: { kind: "store", storeId }, key, values });
  }
  if (input.newAddress) {
    const checked = validateAddress(input.newAddress);
    if (!checked.ok) {
      addressFields = checked.errors;
      problems.push({ code: "address", target: { kind: "address" }, key: "addressInvalid", values: {} });
    }
  }
  if (input.phone !== null && formatPhone(input.phone) === null) {
    const key = input.phone.trim() === "" ? "phoneRequired" : "phoneInvalid";
    problems.push({ code: "phone", target: { kind: "phone" }, key, values: {} });
  }
  const coupon =
    input.coupon && input.summary.coupon && couponOutcomeMessage(input.summary.coupon, input.coupon);
  if (coupon) problems.push({ code: "coupon", target: { kind: "coupon" }, ...coupon });
  return { problems, addressFields };
}
