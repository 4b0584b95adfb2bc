import { changePasswordMetadata } from "@/components/auth/change-password-metadata";
import { ChangePasswordScreen } from "@/components/auth/change-password-screen";

export const generateMetadata = changePasswordMetadata;

export default function ChangePasswordPage() {
  return <ChangePasswordScreen area="admin" />;
}
