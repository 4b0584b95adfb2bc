import { AreaLayout } from "@/components/areas/shell/area-layout";

export default function AdvertiserLayout({ children }: { children: React.ReactNode }) {
  return <AreaLayout area="advertiser">{children}</AreaLayout>;
}
