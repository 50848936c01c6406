import { HOME_PATH } from '../routes/table';
import type { PageProps } from './pageProps';

/** A screen of the route table whose widget is not built yet. */
export default function PlaceholderPage({ route }: PageProps) {
  return (
    <section className="box-page box-page--message">
      <h1>{route.title}</h1>
      <p>Esta tela ainda não está disponível.</p>
      <p>
        <a href={HOME_PATH}>Ir para o monitoramento</a>
      </p>
    </section>
  );
}
