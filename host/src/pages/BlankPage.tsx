/** /jade/blank: deliberately empty (a neutral target for frames and redirects). */
export default function BlankPage() {
  return null;
}
