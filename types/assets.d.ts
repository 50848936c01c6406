// CSS imported as text, for adoption into a widget's shadow root (vite's ?inline, tsup's text loader).
declare module '*.css?inline' {
  const css: string;
  export default css;
}

// A stylesheet imported for its effect alone (the host's shell.css, which Vite puts in the page): TypeScript 7 checks
// that a side-effect import resolves (noUncheckedSideEffectImports is on by default).
declare module '*.css';
