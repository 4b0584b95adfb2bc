import { profileMetadata, ProfileScreen } from "@/components/profile/profile-screen";

export const generateMetadata = profileMetadata;

export default function ProfilePage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <ProfileScreen />
    </div>
  );
}
