import { profileMetadata, ProfileScreen } from "@/components/profile/profile-screen";
import { requireArea } from "@/lib/data/access";

export const generateMetadata = profileMetadata;

/** product.md §2 "Customer profile" inside the customer area (the dashboard's 'Meu Perfil' links here). */
export default async function CustomerProfilePage() {
  // who may open it is checked before anything renders (the data below is read as that person)
  await requireArea("customer");
  return (
    <div className="flex flex-col gap-6">
      <ProfileScreen />
    </div>
  );
}
