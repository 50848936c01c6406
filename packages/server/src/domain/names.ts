/**
 * 'Ana Beatriz Ramos (demonstração)' → 'Ana R.': first name and the last surname's initial, for the compact
 * columns of monitoring (requesterAbbr, driver nameAbbr). A trailing parenthetical is left out.
 */
export function abbreviateName(name: string): string {
  const words = name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  if (words.length === 1) return first;
  return `${first} ${words[words.length - 1]!.charAt(0).toUpperCase()}.`;
}
