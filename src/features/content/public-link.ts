/**
 * The address a content item's QR code opens: the public page on this site. Built from the
 * item's id (not the stored link) so that a code always points at the site it was printed from.
 */
export function publicAddress(contentId: number, origin = window.location.origin): string {
  return `${origin}/contentView?id=${contentId}`;
}
