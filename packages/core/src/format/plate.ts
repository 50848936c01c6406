/** Vehicle plate as 3 characters plus the rest: 'ABC1D23' → 'ABC-1D23'. */
export function formatPlate(plate: string): string {
  const clean = plate.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return clean.length > 3 ? `${clean.slice(0, 3)}-${clean.slice(3)}` : clean;
}
