import { HomeView } from "@/components/store/home-view";
import { homeMetadata } from "@/components/store/home-metadata";

// "/" with no search is fully static; proxy.ts rewrites "/?q=…" and "/?categoria=…" to /busca.
export const generateMetadata = homeMetadata;

export default function HomePage() {
  return <HomeView params={null} />;
}
