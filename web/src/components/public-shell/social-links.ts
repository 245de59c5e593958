/** The consultancy's four social profiles (docs/PRODUCT.md §2.1). Marketing owns these handles. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/missioncontrol.education' },
  { name: 'Instagram', href: 'https://www.instagram.com/missioncontrol.education' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@missioncontrol.education' },
  { name: 'YouTube', href: 'https://www.youtube.com/@missioncontrol.education' },
] as const;

export type SocialName = (typeof SOCIAL_LINKS)[number]['name'];
