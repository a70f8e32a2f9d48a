/**
 * Which section the contents sidebar marks: the first section (in document order) inside the
 * reading band; the last section once the end of the document is on screen (a short last
 * section never reaches the band); otherwise, while none is in the band, the previous one.
 */
export function pickActiveSection(
  order: readonly string[],
  visible: ReadonlySet<string>,
  previous: string,
  endReached = false,
): string {
  if (endReached && order.length > 0) return order[order.length - 1]!;
  return order.find((id) => visible.has(id)) ?? previous;
}
