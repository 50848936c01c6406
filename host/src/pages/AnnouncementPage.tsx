import type { PageProps } from './pageProps';

/** The official announcement of 2023-04-10; SPEC §1 keeps its content out, so this is a placeholder. */
export default function AnnouncementPage({ route }: PageProps) {
  return (
    <section className="box-page box-page--message">
      <h1>{route.title}</h1>
      <p>O conteúdo deste comunicado não está disponível.</p>
    </section>
  );
}
