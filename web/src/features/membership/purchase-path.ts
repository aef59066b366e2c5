/** The purchase page with a tier chosen (spec §2: /memberships/purchase?tier={tierId}). */
export function purchasePath(tier?: string | null): string {
  return tier ? `/memberships/purchase?tier=${encodeURIComponent(tier)}` : '/memberships/purchase';
}
