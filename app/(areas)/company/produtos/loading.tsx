import { DashboardLoading } from "@/components/areas/shell/area-loading";

export default function Loading() {
  return <DashboardLoading />;
}
