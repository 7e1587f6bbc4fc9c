export default function Home() {
  return <main>Laro</main>;
}
