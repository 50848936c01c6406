// CSS imported as text, for adoption into a widget's shadow root (vite's ?inline, tsup's text loader).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
