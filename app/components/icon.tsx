import {
  Award,
  Briefcase,
  CalendarClock,
  Clock,
  Coins,
  GraduationCap,
  HandHeart,
  Heart,
  House,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Map,
  Phone,
  ShieldPlus,
  Stethoscope,
  TrendingUp,
  Users,
} from "lucide-react";
import type { IconName } from "../../content/schema.ts";

const icons: Record<IconName, LucideIcon> = {
  "hand-heart": HandHeart,
  stethoscope: Stethoscope,
  users: Users,
  "shield-plus": ShieldPlus,
  "calendar-clock": CalendarClock,
  map: Map,
  coins: Coins,
  "graduation-cap": GraduationCap,
  "trending-up": TrendingUp,
  heart: Heart,
  award: Award,
  "life-buoy": LifeBuoy,
  phone: Phone,
  mail: Mail,
  clock: Clock,
  home: House,
  briefcase: Briefcase,
};

/** A decorative icon named by content; the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" size={size} strokeWidth={2} />;
}
