export default function Home() {
  return <main>Vitrine</main>;
}
