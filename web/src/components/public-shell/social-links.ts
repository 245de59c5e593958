/** The consultancy's four social profiles (SPEC: four social links). Marketing owns these handles. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/missioncontrol.education' },
  { name: 'Instagram', href: 'https://www.instagram.com/missioncontrol.education' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@missioncontrol.education' },
  { name: 'YouTube', href: 'https://www.youtube.com/@missioncontrol.education' },
] as const;

export type SocialName = (typeof SOCIAL_LINKS)[number]['name'];
