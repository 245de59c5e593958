import { Award, BadgeCheck, FileText, MessageCircle, Plane, School, type LucideIcon } from 'lucide-react';
import type { JourneyIcon } from '../content/home';

const ICONS: Record<JourneyIcon, LucideIcon> = {
  consultation: MessageCircle,
  selection: School,
  documents: FileText,
  scholarship: Award,
  visa: BadgeCheck,
  arrival: Plane,
};

export function StepIcon({ name, size = 24 }: { name: JourneyIcon; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} aria-hidden="true" />;
}
