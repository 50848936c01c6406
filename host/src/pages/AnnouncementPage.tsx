import { HOME_PATH } from '../routes/table';
import type { PageProps } from './pageProps';

/**
 * The official announcement of 2023-04-10 (the provider company's sale; SPEC §1 keeps its content out): the page
 * says so, with its date and a way on. It is public, so the link works for visitors too (the guard asks them to
 * sign in).
 */
export default function AnnouncementPage({ route }: PageProps) {
  return (
    <section className="box-page box-page--message">
      <h1>{route.title}</h1>
      <p>
        Comunicado de <time dateTime="2023-04-10">10/04/2023</time>.
      </p>
      <p>O conteúdo deste comunicado não está disponível.</p>
      <p>
        <a href={HOME_PATH}>Ir para o portal</a>
      </p>
    </section>
  );
}
