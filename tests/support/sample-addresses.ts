import type { SavedAddress } from "@/lib/customers/addresses";
import type { DeliveryAddress } from "@/lib/orders/types";

/** Ana's home as an order copies it: the address the tests of checkout, orders and the address book share. */
export const HOME_ADDRESS: DeliveryAddress = {
  label: "Casa",
  street: "Rua Paraíba",
  number: "575",
  complement: "apto 802",
  neighborhood: "Funcionários",
  city: "Belo Horizonte",
  state: "MG",
  zipCode: "30130-140",
};

/** The same home saved in her address book, as her default. */
export const SAVED_HOME: SavedAddress = {
  ...HOME_ADDRESS,
  id: "77ffcccd-2789-4631-813b-7b4002be981a",
  isDefault: true,
};
