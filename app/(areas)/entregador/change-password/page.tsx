import { changePasswordMetadata } from "@/components/auth/change-password-metadata";
import { ChangePasswordScreen } from "@/components/auth/change-password-screen";
import { requireArea } from "@/lib/data/access";

export const generateMetadata = changePasswordMetadata;

export default async function ChangePasswordPage() {
  await requireArea("entregador");
  return <ChangePasswordScreen area="entregador" />;
}
