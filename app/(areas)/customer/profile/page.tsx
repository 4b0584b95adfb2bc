import { profileMetadata, ProfileScreen } from "@/components/profile/profile-screen";

export const generateMetadata = profileMetadata;

/** product.md §2 "Customer profile" inside the customer area (the dashboard's 'Meu Perfil' links here). */
export default function CustomerProfilePage() {
  return (
    <div className="flex flex-col gap-6">
      <ProfileScreen />
    </div>
  );
}
