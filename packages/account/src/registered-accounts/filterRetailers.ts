import type { Customer } from '@box/core/schemas';

/** Lower case without accents, so 'sao' finds 'São' and 'LOJA' finds 'Loja'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The retailers a search box keeps: an id typed in full, or text found in the razão social or the nickname
 * (case and accents ignored). A blank search keeps them all, in their order.
 */
export function filterRetailers(retailers: readonly Customer[], query: string): readonly Customer[] {
  const wanted = fold(query.trim());
  if (wanted === '') return retailers;
  return retailers.filter(
    (r) =>
      String(r.id) === wanted || fold(r.razao_social).includes(wanted) || fold(r.nickname).includes(wanted),
  );
}
