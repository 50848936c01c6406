export function Loading() {
  return (
    <p className="box-loading" role="status">
      Carregando…
    </p>
  );
}
