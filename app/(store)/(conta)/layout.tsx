import { AccountMessages } from "@/components/i18n/account-messages";

/** Checkout, an order, the order list and the profile: the storefront frame with the account texts. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <AccountMessages>{children}</AccountMessages>;
}
