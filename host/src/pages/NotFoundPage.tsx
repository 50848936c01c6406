import { HOME_PATH } from '../routes/table';

export default function NotFoundPage() {
  return (
    <section className="box-page box-page--message">
      <h1>Página não encontrada</h1>
      <p>O endereço que você acessou não existe ou não está disponível para a sua conta.</p>
      <p>
        <a href={HOME_PATH}>Ir para o monitoramento</a>
      </p>
    </section>
  );
}
