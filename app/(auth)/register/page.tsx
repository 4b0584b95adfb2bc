import { RegisterScreen } from "@/components/auth/register-screen";
import { registerMetadata } from "@/components/auth/register-metadata";

export const generateMetadata = registerMetadata;

export default function RegisterPage() {
  return <RegisterScreen />;
}
